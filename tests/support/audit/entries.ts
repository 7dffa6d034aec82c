/** What the audit records of each page and state: read by the report and the manual checks. */
import type { AxeRecord } from './axe'

/** The checks this audit makes itself, beyond axe, with the names the report gives them. */
export const checkNames = {
  reflow: 'Reflow at 320 px',
  keyboard: 'Keyboard walk',
  'focus-visible': 'Focus visible',
  'focus-not-obscured': 'Focus not obscured',
} as const

export interface CheckResult {
  id: keyof typeof checkNames
  passed: boolean
  /** What was measured, in one line. */
  detail: string
  problems: string[]
}

/** One page of the export, or one interactive state, as audited. */
export interface AuditEntry {
  id: string
  kind: 'page' | 'state'
  name: string
  path: string
  locale: 'en' | 'ar'
  viewport: { width: number; height: number }
  /** The export file, for pages. */
  file?: string
  /** Missing when the page or state could not be audited (see error). */
  axe?: AxeRecord
  checks: CheckResult[]
  error?: string
}

/** The name of the attachment in which each audit test hands its entry to ./reporter.ts. */
export const auditAttachment = 'accessibility-audit-entry'

export interface AuditAttachment {
  /** Place in the report: pages in the export's order, then the states. */
  index: number
  entry: AuditEntry
  /** Third-party content stood in for in the test's worker so far. */
  standIns: string[]
}
