import type { Page } from '@playwright/test'
import { sweepTest } from '../support/sweep'
import { prepareTab } from '../support/audit/audit'

/**
 * The audit's tests: each worker visits its pages and states one after another in one tab
 * (tests/support/sweep.ts), readied for the audit by prepareTab (its HTTP cache off, so each page
 * loads as on a first visit). Each visit starts from a blank page, with the site's storage
 * cleared, no stand-in left routed and the tab sized for it (auditPage, auditState).
 */
export const test = sweepTest().extend<object, { auditTab: Page }>({
  auditTab: [
    async ({ tab }, use) => {
      await prepareTab(tab)
      await use(tab)
    },
    { scope: 'worker' },
  ],
})
