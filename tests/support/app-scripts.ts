import type { Page } from '@playwright/test'

/**
 * Holds the app's scripts (the export's /assets/*.js) until the returned function releases them:
 * the pre-rendered page paints and works, and the app cannot hydrate, so whatever the test does
 * before the release comes before hydration on any machine, however loaded.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue().catch(() => {})
  })
  return release
}
