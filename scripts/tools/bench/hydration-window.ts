/**
 * The window between a page's first paint and the moment its app is ready, on the slow phone
 * (tooling/slow-phone.ts), and what becomes of a tap made at first paint in it, for each
 * kind of control (tooling/first-tap.ts): the benchmark's view of docs/decisions/0027.
 * Medians of `runs` loads; a tap is "taken" when it has taken effect once the app is ready.
 */
import { chromium, type Browser, type Page } from 'playwright-core'
import { launchOptions } from '#tooling/chromium'
import { appReady, firstTapControls, tapNow } from '#tooling/first-tap'
import { median, slowPage as slowPhonePage } from './measure'
import { serveExport } from '#tooling/stack'

export interface WindowResult {
  path: string
  /** First contentful paint and app ready, in ms from navigation start (medians). */
  paintMs: number | null
  readyMs: number | null
}

export interface TapResult {
  control: string
  taken: number
  runs: number
}

/** Notes, in the page, when the app announces it is ready (src/layout/Page/ready.ts). */
const noteReady = () => {
  document.addEventListener('app:ready', () => Object.assign(window, { __readyAt: performance.now() }), { once: true })
}

/** A slow phone's page that notes when the app is ready. */
async function slowPage(browser: Browser, width: number): Promise<Page> {
  const page = await slowPhonePage(browser, width)
  await page.addInitScript(noteReady)
  return page
}

const firstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false, null, { polling: 50 })

export async function measureHydrationWindow(outDir: string, paths: string[], runs: number): Promise<{ windows: WindowResult[]; taps: TapResult[] }> {
  const site = await serveExport(outDir)
  const browser = await chromium.launch(launchOptions)
  try {
    const windows: WindowResult[] = []
    for (const path of paths) {
      const paints: number[] = []
      const readies: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const page = await slowPage(browser, 390)
        await page.goto(`${site.url}${path}`, { waitUntil: 'commit' })
        paints.push(Number(await (await firstPaint(page)).jsonValue()))
        await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt, null, { timeout: 60_000, polling: 100 })
        readies.push(await page.evaluate(() => (window as unknown as { __readyAt: number }).__readyAt))
        await page.context().close()
      }
      windows.push({ path, paintMs: median(paints), readyMs: median(readies) })
    }
    const taps: TapResult[] = []
    for (const entry of firstTapControls) {
      let taken = 0
      for (let run = 0; run < runs; run += 1) {
        const page = await slowPage(browser, entry.width)
        await page.goto(`${site.url}${entry.path}`, { waitUntil: 'commit' })
        await firstPaint(page)
        await tapNow(page, entry.control(page))
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 60_000, polling: 100 })
        // What a visitor would see a moment later, without tapping again.
        await page.waitForTimeout(1000)
        if ((await appReady(page)) && (await entry.done(page))) taken += 1
        await page.context().close()
      }
      taps.push({ control: entry.name, taken, runs })
    }
    return { windows, taps }
  } finally {
    await browser.close()
    await site.close()
  }
}
