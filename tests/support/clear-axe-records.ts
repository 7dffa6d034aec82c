import { rmSync } from 'node:fs'
import { componentRecordDir } from './audit/axe'

/** Component tests start with no records: the audit must never merge those of deleted or renamed tests. */
export default function clearAxeRecords() {
  rmSync(componentRecordDir, { recursive: true, force: true })
}
