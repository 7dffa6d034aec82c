import { test as base } from '@playwright/experimental-ct-react'
import type { Page } from '@playwright/test'

/**
 * Component tests in one tab a worker (as the site's sweeps, tests/support/sweep.ts): Playwright's
 * own `page` opens the component bundle anew for every test, with the browser's cache emptied, and
 * that visit cost more CPU than most tests' own work (docs/performance.md, "The whole `npm test`"). Here the
 * bundle is opened once a worker and each test mounts into it; after each test the tab is put back
 * as a new one would be: the component unmounted, and the window's size, media emulation, routes,
 * storage, focus, scroll, pointer and the root element's attributes as they were. A test that
 * failed ends its worker, so a broken tab is not handed on. Tests whose subject is what a fresh
 * document loads (a module or image fetched once, a function exposed to the page) keep
 * Playwright's own `test`.
 */
type Attributes = [name: string, value: string][][]
const readAttributes = (): Attributes =>
  [document.documentElement, document.body].map((element) => element.getAttributeNames().map((name) => [name, element.getAttribute(name)!]))
const freshAttributes = new WeakMap<Page, Attributes>()

export const test = base.extend<object, { componentTab: Page }>({
  componentTab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, extraHTTPHeaders } = workerInfo.project.use
      const context = await browser.newContext({ viewport, extraHTTPHeaders, serviceWorkers: 'block' })
      const tab = await context.newPage()
      await tab.goto(process.env.PLAYWRIGHT_TEST_BASE_URL!)
      freshAttributes.set(tab, await tab.evaluate(readAttributes))
      await use(tab)
      await context.close()
    },
    { scope: 'worker' },
  ],
  // (`hand`, not `use`: React's lint takes a `use` called in `page` for its hook.)
  page: async ({ componentTab: tab }, hand, testInfo) => {
    await hand(tab)
    await tab.unrouteAll({ behavior: 'ignoreErrors' })
    await tab.evaluate(async (fresh) => {
      const root = document.getElementById('root')!
      // Unmounted by the test itself or not: Playwright's unmount throws on an empty root.
      await (window as unknown as { playwrightUnmount: (root: Element) => Promise<void> }).playwrightUnmount(root).catch(() => undefined)
      localStorage.clear()
      sessionStorage.clear()
      window.scrollTo(0, 0)
      ;(document.activeElement as HTMLElement | null)?.blur()
      // The language, direction and any style a component put on <html> or <body>.
      ;[document.documentElement, document.body].forEach((element, at) => {
        for (const name of element.getAttributeNames()) element.removeAttribute(name)
        for (const [name, value] of fresh[at]!) element.setAttribute(name, value)
      })
    }, freshAttributes.get(tab)!)
    await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null })
    const { viewport } = testInfo.project.use
    if (viewport) await tab.setViewportSize(viewport)
    // Nothing under the pointer: a fresh tab hovers nothing.
    await tab.mouse.move(-1, -1)
  },
})

export { expect } from '@playwright/experimental-ct-react'
