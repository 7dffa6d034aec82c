import { expect } from '@playwright/test'
import { settle, standInThirdParties } from '../audit/lib/audit'
import { screenshotName, steadyForScreenshot } from '../support/screenshots'
import { languages, pathIn, screens } from '../support/site'
import { leaveLastPage, sweepTest } from '../support/sweep'

// Every screen at 1440 px in both languages, as a visitor sees it once it has hydrated and
// settled, compared with its screenshot in tests/screenshots/pages/ (docs/testing.md,
// "Screenshots"; `npm run test:screenshots:update` after an intended change). At 390 px the same
// screenshots are taken on the phone layout walk's visit (layout-integrity.spec.ts). The screens
// are visited one after another in one tab a worker (tests/support/sweep.ts).
const desktop = { width: 1440, height: 900 }
const test = sweepTest({ viewport: desktop })

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} at 1440 px looks as it did`, async ({ tab: page }) => {
      await leaveLastPage(page)
      await standInThirdParties(page, screen)
      await page.goto(path)
      await settle(page)
      await steadyForScreenshot(page)
      await expect(page).toHaveScreenshot(screenshotName(locale, screen, desktop.width), { fullPage: true })
    })
  }
}
