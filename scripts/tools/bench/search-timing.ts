/**
 * The site search on the slow phone (tooling/slow-phone.ts): from the first character entered in
 * the search field of a freshly loaded, hydrated search page to its first result shown. Pagefind
 * starts when the field is focused (docs/decisions/0040), so how long the visitor takes to type
 * matters: measured typing at once on focus, and a second after it (reading the field's label,
 * moving a thumb to the keyboard). Medians of `runs` loads each, each in a new context (a cold cache).
 */
import { chromium, type Browser } from 'playwright-core'
import { launchOptions } from '#tooling/chromium'
import { hydrated } from '#tooling/first-tap'
import { median, slowPage } from './measure'
import { serveExport } from '#tooling/stack'

export interface SearchTiming {
  path: string
  term: string
  /** Milliseconds from the first character entered to the first result shown (median), typing at once on focus; null when none was shown. */
  atOnceMs: number | null
  /** The same, typing a second after the field was focused. */
  afterPauseMs: number | null
}

/** How long after focusing the field the visitor of `afterPauseMs` starts typing. */
export const TYPING_PAUSE_MS = 1000

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

/** One load of the search page: milliseconds from the first character entered to the first result shown, or null. */
async function firstResult(browser: Browser, url: string, term: string, pauseMs: number): Promise<number | null> {
  const page = await slowPage(browser, 390)
  try {
    await page.addInitScript(noteSearch)
    await page.goto(url)
    await hydrated(page, 60_000)
    await page.getByRole('searchbox').focus()
    if (pauseMs) await page.waitForTimeout(pauseMs)
    await page.keyboard.type(term)
    const shown = await page
      .waitForFunction(() => (window as unknown as { __resultAt?: number }).__resultAt, null, { timeout: 60_000, polling: 50 })
      .then(() => true)
      .catch(() => false)
    if (!shown) return null
    return await page.evaluate(() => {
      const notes = window as unknown as { __resultAt: number; __keyAt: number }
      return notes.__resultAt - notes.__keyAt
    })
  } finally {
    await page.context().close()
  }
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
      const times = { atOnce: [] as Array<number | null>, afterPause: [] as Array<number | null> }
      for (let run = 0; run < runs; run += 1) {
        // Alternately, so both see the same machine.
        times.atOnce.push(await firstResult(browser, `${site.url}${path}`, term, 0))
        times.afterPause.push(await firstResult(browser, `${site.url}${path}`, term, TYPING_PAUSE_MS))
      }
      timings.push({ path, term, atOnceMs: median(times.atOnce), afterPauseMs: median(times.afterPause) })
    }
    return timings
  } finally {
    await browser.close()
    await site.close()
  }
}
