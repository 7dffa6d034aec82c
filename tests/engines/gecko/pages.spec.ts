import { expect } from '@playwright/test'
import { hydrated } from '#tooling/first-tap'
import { standInThirdParties } from '../../support/audit/audit'
import { unpaintedIcons } from '../../support/icons'
import { languages, pathIn, screens } from '../../support/site'
import { nextPage, test } from './tab'

// Every page in Gecko (Debian's Firefox ESR through Playwright's WebDriver BiDi channel,
// tooling/firefox.ts), opened once: it hydrates with no console error and no page error. axe reads
// the markup and the computed styles, which every engine gets from the same HTML and CSS: it runs
// in the audit (tests/audit, Chromium), where its report is written, not once more per engine.
// The pages are visited one after another in one tab a worker (./tab.ts).

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} hydrates with no console error, its icons painted (${locale})`, async ({ tab }) => {
      await nextPage(tab)
      const errors: string[] = []
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') errors.push(message.text())
      }
      const onError = (error: Error) => errors.push(error.message)
      tab.on('console', onConsole)
      tab.on('pageerror', onError)
      try {
        await standInThirdParties(tab, screen)
        await tab.goto(path)
        await hydrated(tab)
        expect(errors).toEqual([])
        expect(await tab.evaluate(unpaintedIcons)).toEqual([])
      } finally {
        tab.off('console', onConsole)
        tab.off('pageerror', onError)
      }
    })
  }
}
