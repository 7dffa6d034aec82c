/**
 * The site search on the slow phone (tooling/slow-phone.ts): from the first key pressed in the
 * search field of a freshly loaded search page to its first result shown, Pagefind's script,
 * WebAssembly and index chunks fetched on the way (nothing of them is loaded before the first
 * character: docs/decisions/0040). Medians of `runs` loads, each in a new context (a cold cache).
 */
import { chromium } from 'playwright-core'
import { launchOptions } from '#tooling/chromium'
import { hydrated } from '#tooling/first-tap'
import { median, slowPage } from './measure'
import { serveExport } from '#tooling/stack'

export interface SearchTiming {
  path: string
  term: string
  /** Milliseconds from the first key pressed to the first result shown (median), null when none was shown. */
  firstResultMs: number | null
}

/** Notes, in the page, the first character entered and the first search result shown. */
const noteSearch = () => {
  const notes = window as unknown as { __keyAt?: number; __resultAt?: number }
  // The first character entered: Playwright types Arabic letters as text input, with no keydown.
  document.addEventListener('input', () => (notes.__keyAt ??= performance.now()), { capture: true })
  new MutationObserver(() => {
    if (notes.__keyAt !== undefined && notes.__resultAt === undefined && document.querySelector('[role="search"] ol li a'))
      notes.__resultAt = performance.now()
  }).observe(document, { childList: true, subtree: true, attributes: true })
}

export async function measureSearch(outDir: string, runs: number): Promise<SearchTiming[]> {
  const site = await serveExport(outDir)
  const browser = await chromium.launch(launchOptions)
  try {
    const timings: SearchTiming[] = []
    for (const [path, term] of [
      ['/search', 'implant'],
      ['/ar/search', 'زراعة'],
    ] as const) {
      const times: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const page = await slowPage(browser, 390)
        await page.addInitScript(noteSearch)
        await page.goto(`${site.url}${path}`)
        await hydrated(page, 60_000)
        await page.getByRole('searchbox').focus()
        await page.keyboard.type(term)
        const shown = await page
          .waitForFunction(() => (window as unknown as { __resultAt?: number }).__resultAt, null, { timeout: 60_000, polling: 50 })
          .then(() => true)
          .catch(() => false)
        if (shown)
          times.push(
            await page.evaluate(
              () => (window as unknown as { __resultAt: number; __keyAt: number }).__resultAt - (window as unknown as { __keyAt: number }).__keyAt,
            ),
          )
        await page.context().close()
      }
      timings.push({ path, term, firstResultMs: median(times) })
    }
    return timings
  } finally {
    await browser.close()
    await site.close()
  }
}
