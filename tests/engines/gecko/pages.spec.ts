import { expect, test } from '@playwright/test'
import { hydrated } from '#tooling/first-tap'
import { standInThirdParties } from '../../audit/lib/audit'
import { languages, pathIn, screens } from '../../support/site'

// Every page in Gecko (Debian's Firefox ESR through Playwright's WebDriver BiDi channel,
// tooling/firefox.ts), opened once: it hydrates with no console error and no page error. axe reads
// the markup and the computed styles, which every engine gets from the same HTML and CSS: it runs
// in the audit (tests/audit, Chromium), where its report is written, not once more per engine.

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} hydrates with no console error (${locale})`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await standInThirdParties(page, screen)
      await page.goto(path)
      await hydrated(page)
      expect(errors).toEqual([])
    })
  }
}
