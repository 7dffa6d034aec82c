import { expect, test } from '@playwright/test'
import { standInsSeen } from '../../scripts/tools/a11y/audit'
import { auditAttachment, type AuditAttachment, type AuditEntry } from '../../scripts/tools/a11y/entries'
import { entryFailures } from '../../scripts/tools/a11y/report'

/**
 * Hands an audited page or state to the report (scripts/tools/a11y/reporter.ts writes it from
 * what the tests attach) and fails on any axe violation, failed check or state not reached.
 * `index` is its place in the report: pages in the export's order, then the states.
 */
export async function recordAudit(index: number, entry: AuditEntry) {
  const attached: AuditAttachment = { index, entry, standIns: standInsSeen() }
  await test.info().attach(auditAttachment, { body: JSON.stringify(attached), contentType: 'application/json' })
  expect.soft(entryFailures(entry)).toEqual([])
}
