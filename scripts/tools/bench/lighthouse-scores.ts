/**
 * Lighthouse (its default configuration: a mid-range phone, simulated throttling) on pages of a
 * served export, in the Chromium the tests drive. Used by the benchmark.
 */
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutable } from '#tooling/chromium'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

export interface LighthouseResult {
  /** 0 to 100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>
  fcpMs: number | null
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  /** Every byte the page transferred (Lighthouse's total-byte-weight). */
  bytes: number | null
  /** Scored audits of the accessibility, best-practices and SEO categories that did not pass. */
  failing: string[]
  /** Why Lighthouse could not measure the page properly, when it says so. */
  warnings: string[]
}

/**
 * What Lighthouse clears before each run, its defaults plus local storage: each run is a first
 * visit. By default local storage survives, and a stored `app_language=ar` turns `/`, once
 * hydrated, into `/ar` (src/layout/SiteLayout): the English home's run would measure the Arabic
 * page's font swap and render.
 */
const clearStorageTypes: Flags['clearStorageTypes'] = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage']

/**
 * Runs Lighthouse `runs` times over the URLs, in their order each time, in one browser: pages
 * measured side by side (a page, then its twin) share the machine's load of the moment.
 */
export async function runLighthouse(urls: string[], runs = 1): Promise<Map<string, LighthouseResult[]>> {
  const chrome = await launch({
    chromePath: chromiumExecutable() ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const results = new Map<string, LighthouseResult[]>(urls.map((url) => [url, []]))
    for (const url of Array.from({ length: runs }, () => urls).flat()) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', clearStorageTypes })
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = run
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
      const score = (category: Category) => {
        const value = lhr.categories[category]?.score
        return typeof value === 'number' ? Math.round(value * 100) : null
      }
      const failing = categories
        .filter((category) => category !== 'performance')
        .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
        .map((audit) => audit!.id)
      results.get(url)!.push({
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        bytes: numeric('total-byte-weight'),
        failing: [...new Set(failing)],
        warnings: lhr.runWarnings.map(String),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
