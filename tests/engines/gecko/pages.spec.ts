import { expect, test } from '@playwright/test'
import { hydrated } from '#tooling/first-tap'
import { runAxe, pageTags } from '../../audit/lib/axe'
import { settle, standInThirdParties } from '../../audit/lib/audit'
import { languages, pathIn, screens } from '../../support/site'

// Every page in Gecko (Debian's Firefox ESR through Playwright's WebDriver BiDi channel,
// tooling/firefox.ts), opened once: it hydrates with no console error and no page error, and axe
// finds nothing once it has settled, as the audit measures it in Chromium (tests/audit).

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} hydrates with no console error and no axe violation (${locale})`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await standInThirdParties(page, screen)
      await page.goto(path)
      await hydrated(page)
      await settle(page)
      const { violations } = await runAxe(page, { tags: pageTags })
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
      expect(errors).toEqual([])
    })
  }
}
