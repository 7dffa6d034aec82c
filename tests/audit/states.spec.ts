import { auditedPages, auditState, interactiveStates } from '../support/audit/audit'
import { dashboardOrigin, exportDir } from '../support/site'
import { recordAudit } from './record'
import { test } from './tab'

// The accessibility audit of every interactive state (tests/support/audit/audit.ts): the drawer,
// the dropdown, each pop-up, a product card, the contact form's errors, the article shells and the
// 404 pages, in both languages; axe in each, each state reached from its page freshly loaded in
// the worker's tab (./tab.ts). The pages themselves: every-page.spec.ts.

const pages = auditedPages(exportDir)
const states = interactiveStates(pages, dashboardOrigin)

states.forEach((state, index) => {
  test(`${state.name}: axe`, async ({ auditTab }) => {
    test.setTimeout(180_000)
    await recordAudit(pages.length + index, await auditState(auditTab, state))
  })
})
