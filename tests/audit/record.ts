import { expect, test } from '@playwright/test'
import { standInsSeen } from '../support/audit/audit'
import { auditAttachment, type AuditAttachment, type AuditEntry } from '../support/audit/entries'
import { entryFailures } from '../support/audit/report'

/**
 * Hands an audited page or state to the report (tests/support/audit/reporter.ts writes it from
 * what the tests attach) and fails on any axe violation, failed check or state not reached.
 * `index` is its place in the report: pages in the export's order, then the states.
 */
export async function recordAudit(index: number, entry: AuditEntry) {
  const attached: AuditAttachment = { index, entry, standIns: standInsSeen() }
  await test.info().attach(auditAttachment, { body: JSON.stringify(attached), contentType: 'application/json' })
  expect.soft(entryFailures(entry)).toEqual([])
}
