import { expect, test } from '@playwright/test'
import { auditedPages, auditPage, auditState, interactiveStates, standInsSeen } from '../../scripts/tools/a11y/audit'
import { auditAttachment, type AuditAttachment, type AuditEntry } from '../../scripts/tools/a11y/entries'
import { entryFailures } from '../../scripts/tools/a11y/report'
import { dashboardOrigin, exportDir } from '../support/site'

// The accessibility audit (scripts/tools/a11y/audit.ts): one test per page of the export and per
// interactive state, each failing on any axe violation, failed check or state not reached. What
// each measured is attached to it, and scripts/tools/a11y/reporter.ts writes the report from that.

const pages = auditedPages(exportDir)
const states = interactiveStates(pages, dashboardOrigin)

async function record(index: number, audit: () => Promise<AuditEntry>) {
  // Tab walks of long pages on a busy machine: the audit's own waits are 15 s each.
  test.setTimeout(180_000)
  const entry = await audit()
  const attached: AuditAttachment = { index, entry, standIns: standInsSeen() }
  await test.info().attach(auditAttachment, { body: JSON.stringify(attached), contentType: 'application/json' })
  expect(entryFailures(entry)).toEqual([])
}

test.describe('every page of the export', () => {
  pages.forEach((target, index) => {
    test(`${target.path}: axe, keyboard walk, focus visible and not obscured, reflow at 320 px`, ({ browser, baseURL }) =>
      record(index, () => auditPage(browser, baseURL!, target)))
  })
})

test.describe('every interactive state', () => {
  states.forEach((state, index) => {
    test(`${state.name}: axe`, ({ browser, baseURL }) => record(pages.length + index, () => auditState(browser, baseURL!, state)))
  })
})
