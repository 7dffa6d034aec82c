import { test as base, type BrowserContextOptions, type Page } from '@playwright/test'

/**
 * The test of a sweep: the pages visited one after another in one tab a worker (`tab`), as a
 * visitor goes from page to page. A new browser context a page cost as much CPU again as the
 * visit in Chromium, and twice as much in Firefox (docs/testing.md).
 */
export const sweepTest = (options: BrowserContextOptions = {}) =>
  base.extend<object, { tab: Page }>({
    tab: [
      async ({ browser }, use, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, ...options })
        await use(await context.newPage())
        await context.close()
      },
      { scope: 'worker' },
    ],
  })

/**
 * The site's tests (tests/site): Playwright's, with a sweep's `tab` at the project's viewport for
 * the tests that visit pages one after another. One definition for every file of the project:
 * Playwright starts a new worker, and a new browser, for tests whose worker fixtures differ, so
 * a sweep of each file's own would cost a worker at each change of file.
 */
export const test = sweepTest()

/**
 * Before the next page of a sweep: nothing the last one routed (stand-ins, held scripts) applies
 * and nothing it stored carries over, it is left, so that what it says as it unloads (an aborted
 * request) is not the next page's, and the window has the project's size again (a test before may
 * have resized it).
 */
export async function leaveLastPage(tab: Page): Promise<void> {
  await tab.unrouteAll({ behavior: 'ignoreErrors' })
  if (tab.url().startsWith('http'))
    await tab.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  await tab.goto('about:blank')
  const size = base.info().project.use.viewport
  const now = tab.viewportSize()
  if (size && (size.width !== now?.width || size.height !== now.height)) await tab.setViewportSize(size)
}
