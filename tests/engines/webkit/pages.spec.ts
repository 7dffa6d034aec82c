import { languages, pathIn, screens } from '../../support/site'
import { hydrated, open, test } from './webkit'

// Every page hydrates in WebKit (WebKitGTK's MiniBrowser through WebDriver, tooling/webkit.ts).

for (const { prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} hydrates in WebKit`, async ({ webkit, baseURL }) => {
      await open(webkit, baseURL!, path)
      await hydrated(webkit)
    })
  }
}
