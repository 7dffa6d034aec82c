/**
 * `npm run bench`: what the site costs, to compare between changes (numbers, not a pass/fail
 * test). Two builds, each in its own process against the fixture dashboard, into .bench/ (never
 * dist/):
 *   - the fixture content, then Lighthouse (mobile) on each measured page and on its scriptless
 *     twin (scripts/tools/bench/twin.ts), alternately in one browser, served compressed like the production
 *     host: the twin is the limit the page's first paint is measured against;
 *   - a large dashboard (1,000 events and 1,000 news articles in two languages);
 *   - huge lists (the fixture's `huge` chaos mode: 10,000 products per category, doctors,
 *     testimonials and related articles), which must build or fail cleanly: time and memory only.
 * For each: pages written, build seconds, milliseconds per page, peak memory, the loader data,
 * the search index's size per language, and the first-load transfer of each page type by kind of
 * file, measured in Chromium, and the time from the first character entered in the search to its
 * first result on the slow phone.
 *
 *   npm run bench                      everything (docs/performance.md gives how long)
 *   npm run bench -- --no-large        skip the large build
 *   npm run bench -- --no-lighthouse   skip Lighthouse
 *   npm run bench -- --runs=1          Lighthouse runs per page and twin (default 3; medians)
 *   npm run bench -- --pages=/,/ar/news   the pages Lighthouse measures (default: home, an
 *                                      article, products, news and contact in both languages)
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { dashboardPort, startDashboard, type ChaosMode } from '#tooling/dashboard/server'
import { runLighthouse, type LighthouseResult } from './lighthouse-scores'
import { kb, measurePages, type Kind } from '#tooling/page-weight'
import { exportPages } from '#export/page-document'
import { serveExport } from '#tooling/stack'
import { scriptlessTwin } from './twin'
import { measureHydrationWindow } from './hydration-window'
import { measureSearch, TYPING_PAUSE_MS } from './search-timing'
import { median } from './measure'
import { searchIndexSizes } from '../../export/search-index'

const measured = ['/', '/news/2', '/products', '/news', '/contact-us'].flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`])

let options: { large: boolean; lighthouse: boolean; runs: number; pages: string[] }
try {
  const { values } = parseArgs({
    options: { 'no-large': { type: 'boolean' }, 'no-lighthouse': { type: 'boolean' }, runs: { type: 'string' }, pages: { type: 'string' } },
  })
  const runs = Number(values.runs ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of runs, not ${values.runs}`)
  const pages =
    values.pages
      ?.split(',')
      .map((path) => path.trim())
      .filter(Boolean) ?? measured
  for (const path of pages) if (!path.startsWith('/')) throw new Error(`--pages takes URL paths such as /ar/news, not ${path}`)
  options = { large: !values['no-large'], lighthouse: !values['no-lighthouse'], runs, pages }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}. Options: --no-large, --no-lighthouse, --runs=N, --pages=/,/ar/news`)
  process.exit(1)
}

interface BuildReport {
  seconds: number
  cpuSeconds: number
  maxRssMb: number
  failed: boolean
}

const benchDir = '.bench'
const port = dashboardPort()
// Messages sent to the fixture's webhook during the runs stay out of .dashboard/.
const messagesFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'messages.jsonl')

/** Every file under `dir` whose name ends with `suffix`, relative to `root`. */
function files(dir: string, suffix: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : files(path, suffix, root)
    return name.endsWith(suffix) ? [relative(root, path)] : []
  })
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ')}`
  console.log(line(head))
  for (const row of rows) console.log(line(row))
}

/** `npm run build` into `outDir`, in its own process: asynchronous, so this process's dashboard can answer it. */
async function build(outDir: string, dashboardUrl: string, { mayFail = false } = {}): Promise<BuildReport> {
  const reportFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'build.json')
  const logFile = `${outDir}.log`
  const log = openSync(logFile, 'w')
  const child = spawn('npm', ['run', '--silent', 'build'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, DASHBOARD_URL: dashboardUrl, SITE_OUT_DIR: outDir, BUILD_REPORT: reportFile },
  })
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  closeSync(log)
  if (status !== 0 && !mayFail) throw new Error(`The build into ${outDir} failed: see ${logFile}.`)
  return JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport
}

function printBuild(outDir: string, report: BuildReport) {
  const pages = exportPages(outDir)
  const articles = pages.filter(({ path }) => /\/(news|education-events)\/\d+$/.test(path)).length
  const loaderData = files(join(outDir, 'static-loader-data'), '.json', outDir)
  const articleData = loaderData
    .filter((file) => /\/(news|education-events)\/\d+\.[^/]+\.json$/.test(file))
    .map((file) => statSync(join(outDir, file)).size)
  const listingData = loaderData
    .filter((file) => /\/(news|education-events)(\/page\/\d+)?\.[^/]+\.json$/.test(file))
    .map((file) => statSync(join(outDir, file)).size)
  console.log(`  pages written            ${pages.length} (${articles} articles)`)
  // CPU time as well: on a shared machine the wall time says as much about the neighbours.
  console.log(`  build time               ${report.seconds.toFixed(1)} s (${report.cpuSeconds.toFixed(1)} s of CPU)`)
  console.log(`  per page                 ${((report.seconds * 1000) / pages.length).toFixed(0)} ms`)
  console.log(`  peak memory (RSS)        ${report.maxRssMb.toFixed(0)} MB`)
  const average = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0) / sizes.length
  if (articleData.length)
    console.log(`  loader data per article  ${kb(average(articleData))} on average, ${kb(Math.max(...articleData))} at most (JSON)`)
  if (listingData.length) console.log(`  loader data per listing  ${kb(Math.max(...listingData))} at most (JSON)`)
  // Every page of both listings in both languages: their size must not grow with the archive.
  const listings = pages
    .filter(({ path }) => /^(\/ar)?\/(news|education-events)(\/page\/\d+)?$/.test(path))
    .map(({ path, file }) => ({ path, gzip: gzipSync(readFileSync(file), { level: 9 }).length }))
  if (listings.length) {
    const largest = listings.reduce((top, listing) => (listing.gzip > top.gzip ? listing : top))
    console.log(
      `  listing pages            ${listings.length}, HTML ${kb(Math.min(...listings.map(({ gzip }) => gzip)))} to ${kb(largest.gzip)} gzip (largest: ${largest.path})`,
    )
  }
  // Data at the export root, which every page's navigation could fetch: none may grow with the
  // site. vite-react-ssg's index of every page's data file grew with it until the patch of
  // decision 0030; a page's data is now found from its path.
  const rootData = readdirSync(outDir).filter((name) => name.endsWith('.json'))
  const rootDataSize = rootData.map((name) => gzipSync(readFileSync(join(outDir, name)), { level: 9 }).length)
  console.log(`  site-wide data files     ${rootData.length ? `${rootData.join(', ')}: ${kb(Math.max(...rootDataSize))} gzip at most` : 'none'}`)
  // Pagefind's files as written (it compresses them itself); a query fetches only the chunks it needs.
  for (const [language, size] of Object.entries(searchIndexSizes(outDir)))
    console.log(
      `  search index (${language})        ${kb(size.index)}, of which result fragments ${kb(size.fragments)}; WebAssembly ${kb(size.wasm)}`,
    )
}

/** The first search result on the slow phone, after the first character entered (docs/decisions/0040). */
async function printSearchTiming(outDir: string) {
  // Pagefind's script is text, which a host sends compressed (its index and WebAssembly are gzipped already).
  precompress(outDir)
  const timings = await measureSearch(outDir, options.runs)
  const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`)
  console.log(`\n  Slow phone, median of ${options.runs}: first character entered in the search field to the first result shown`)
  printTable(
    ['page', 'term', 'typed at once', `typed ${TYPING_PAUSE_MS / 1000} s after focus`],
    timings.map(({ path, term, atOnceMs, afterPauseMs }) => [path, term, seconds(atOnceMs), seconds(afterPauseMs)]),
  )
}

const pageTypes: Array<[string, string]> = [
  ['home', '/'],
  ['content page', '/about-us'],
  ['listing: news', '/news'],
  ['listing: events', '/education-events'],
  ['listing: news, page 2', '/news/page/2'],
  ['listing: events, page 2', '/education-events/page/2'],
  ['article', '/news/2'],
  ['products', '/products'],
  ['contact', '/contact-us'],
  ['404', '/404'],
]
const samples = ['en', 'ar'].flatMap((language) =>
  pageTypes.map(([label, path]): [string, string] => [`${label} (${language})`, language === 'en' ? path : `/ar${path === '/' ? '' : path}`]),
)
const kinds: Kind[] = ['html', 'js', 'css', 'font', 'image', 'other']

async function printWeights(outDir: string) {
  // A listing has a page 2 only with more articles than a page holds (the large build).
  const built = new Set(exportPages(outDir).map(({ path }) => path))
  const present = samples.filter(([, path]) => built.has(path))
  const weights = await measurePages(
    outDir,
    present.map(([, path]) => path),
  )
  console.log(`\n  First load in Chromium, 412 px wide (gzip for text)`)
  printTable(
    ['', ...kinds.map((kind) => kind.toUpperCase()), 'TOTAL'],
    present.map(([label, path]) => {
      const weight = weights.get(path)
      if (!weight) return [label, ...kinds.map(() => '-'), '-']
      return [label, ...kinds.map((kind) => kb(weight[kind])), kb(kinds.reduce((total, kind) => total + weight[kind], 0))]
    }),
  )
}

/** A gzip copy beside each text file, which the static server sends as production hosts would. */
function precompress(dir: string) {
  for (const file of files(dir, '', dir).concat(files(join(dir, 'assets'), '', dir))) {
    if (!/\.(html|js|css|json|svg|txt|xml)$/.test(file)) continue
    writeFileSync(join(dir, `${file}.gz`), gzipSync(readFileSync(join(dir, file)), { level: 9 }))
  }
}

/** From first paint to the app ready on the slow phone, and taps made at first paint (docs/decisions/0027). */
async function printHydrationWindow(outDir: string) {
  const { windows, taps } = await measureHydrationWindow(outDir, options.pages, options.runs)
  const ms = (value: number | null) => (value === null ? '-' : `${(value / 1000).toFixed(2)} s`)
  console.log(
    `\n  Slow phone (Lighthouse's mobile profile, DevTools throttling: tooling/slow-phone.ts), median of ${options.runs}: first paint to app ready`,
  )
  printTable(
    ['page', 'first paint', 'app ready', 'window'],
    windows.map(({ path, paintMs, readyMs }) => [path, ms(paintMs), ms(readyMs), paintMs === null || readyMs === null ? '-' : ms(readyMs - paintMs)]),
  )
  console.log(`\n  A tap at first paint, once each run: taken / runs`)
  printTable(
    ['control', 'taken'],
    taps.map(({ control, taken, runs }) => [control, `${taken} / ${runs}${taken < runs ? ' (LOST)' : ''}`]),
  )
}

/** Where the twin of the page at `path` is written and served: under /twin, beside the export's pages. */
const twinPath = (path: string) => `/twin${path === '/' ? '/index' : path}`

async function printLighthouse(outDir: string) {
  const pages = exportPages(outDir)
  for (const path of options.pages) {
    const page = pages.find((candidate) => candidate.path === path)
    if (!page) throw new Error(`${path} is not a page of the export`)
    const file = join(outDir, `${twinPath(path)}.html`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, scriptlessTwin(readFileSync(page.file, 'utf8')))
  }
  precompress(outDir)
  const site = await serveExport(outDir)
  const base = site.url
  try {
    const started = Date.now()
    const results = await runLighthouse(
      options.pages.flatMap((path) => [`${base}${path}`, `${base}${twinPath(path)}`]),
      options.runs,
    )
    const minutes = ((Date.now() - started) / 60_000).toFixed(1)
    console.log(
      `\nLighthouse 13 (mobile: Moto G Power, simulated slow 4G and 4x CPU slowdown), page / scriptless twin,` +
        ` median of ${options.runs} run${options.runs === 1 ? '' : 's'} each, alternately in one browser (${minutes} min)`,
    )
    const of = (url: string, metric: (result: LighthouseResult) => number | null) => median(results.get(url)!.map(metric))
    const metrics: Array<[string, (result: LighthouseResult) => number | null, (value: number) => string]> = [
      ['PERF', (result) => result.scores.performance, (value) => value.toFixed(0)],
      ['FCP', (result) => result.fcpMs, (value) => `${(value / 1000).toFixed(2)} s`],
      ['LCP', (result) => result.lcpMs, (value) => `${(value / 1000).toFixed(2)} s`],
      ['TBT', (result) => result.tbtMs, (value) => `${value.toFixed(0)} ms`],
      ['CLS', (result) => result.cls, (value) => value.toFixed(3)],
      ['BYTES', (result) => result.bytes, (value) => `${(value / 1024).toFixed(0)} KB`],
    ]
    const show = (value: number | null, format: (value: number) => string) => (value === null ? '-' : format(value))
    const ratio = (page: number | null, twin: number | null) => (page === null || twin === null || twin === 0 ? '-' : `×${(page / twin).toFixed(2)}`)
    printTable(
      ['', ...metrics.map(([name]) => name), 'FCP ratio', 'LCP ratio'],
      options.pages.map((path) => {
        const page = `${base}${path}`
        const twin = `${base}${twinPath(path)}`
        return [
          path,
          ...metrics.map(([, metric, format]) => `${show(of(page, metric), format)} / ${show(of(twin, metric), format)}`),
          ratio(
            of(page, (result) => result.fcpMs),
            of(twin, (result) => result.fcpMs),
          ),
          ratio(
            of(page, (result) => result.lcpMs),
            of(twin, (result) => result.lcpMs),
          ),
        ]
      }),
    )
    console.log('\n  Accessibility, best practices, SEO of each page (its first run):')
    for (const path of options.pages) {
      const [{ scores, failing, warnings }] = results.get(`${base}${path}`)! as [LighthouseResult]
      console.log(
        `  ${path}: ${scores.accessibility} / ${scores['best-practices']} / ${scores.seo}${failing.length ? `; failing audits: ${failing.join(', ')}` : ''}`,
      )
      for (const warning of new Set(warnings)) console.log(`    ${warning}`)
    }
  } finally {
    await site.close()
  }
}

const runs: Array<{ title: string; outDir: string; large: boolean; chaos?: ChaosMode[] }> = [
  { title: 'Fixture dashboard (8 events, 8 news articles)', outDir: join(benchDir, 'site'), large: false },
  ...(!options.large
    ? []
    : [
        { title: 'Large dashboard (1,000 events, 1,000 news articles)', outDir: join(benchDir, 'large'), large: true },
        {
          title: 'Huge lists (10,000 products per category, doctors, testimonials, related)',
          outDir: join(benchDir, 'huge'),
          large: false,
          chaos: ['huge' as const],
        },
      ]),
]
mkdirSync(benchDir, { recursive: true })
for (const { title, outDir, large, chaos } of runs) {
  const dashboard = await startDashboard({ port, large, messagesFile, chaos })
  try {
    console.log(`\n${title}: building into ${outDir}/ ...`)
    if (chaos) {
      // Succeeding is not required of it, only failing cleanly: its cost either way.
      const report = await build(outDir, dashboard.url, { mayFail: true })
      console.log(`  verdict                  ${report.failed ? `failed cleanly (see ${outDir}.log)` : 'built'}`)
      console.log(`  build time               ${report.seconds.toFixed(1)} s (${report.cpuSeconds.toFixed(1)} s of CPU)`)
      console.log(`  peak memory (RSS)        ${report.maxRssMb.toFixed(0)} MB`)
      continue
    }
    printBuild(outDir, await build(outDir, dashboard.url))
    await printWeights(outDir)
    if (!large) await printHydrationWindow(outDir)
    await printSearchTiming(outDir)
    if (!large && options.lighthouse) await printLighthouse(outDir)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
    break
  } finally {
    await dashboard.close()
  }
}
