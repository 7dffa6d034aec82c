import { expect } from '@playwright/test'
import { unpaintedIcons } from '../../support/icons'
import { languages, pathIn, screens } from '../../support/site'
import { hydrated, open, test } from './webkit'

// Every page hydrates in WebKit (WebKitGTK's MiniBrowser through WebDriver, tooling/webkit.ts),
// and draws its icons (CSS masks).

for (const { prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} hydrates in WebKit, its icons painted`, async ({ webkit, baseURL }) => {
      await open(webkit, baseURL!, path)
      await hydrated(webkit)
      expect(await webkit.executeScript<string[]>(unpaintedIcons)).toEqual([])
    })
  }
}
