/**
 * `npm run bench`: builds the site and prints what it costs, to compare between changes
 * (numbers, not a pass/fail test): pages written, build seconds, milliseconds per page, peak
 * memory of the build, the loader data embedded per article, and the first-load weight of each
 * kind of page in Chromium.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { startDashboard } from './dashboard/server'
import { kb, measurePages, type Kind } from './page-weight'

const dist = 'dist'

function files(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : files(path, suffix)
    return name.endsWith(suffix) ? [relative(dist, path)] : []
  })
}

// The build runs in its own process, against the fixture dashboard on its usual port, so the
// images of the export resolve while it is measured below.
const dashboard = await startDashboard({ port: 4010 })
const reportFile = join(mkdtempSync(join(tmpdir(), 'bench-')), 'build.json')
// Asynchronous, so that this process's dashboard can answer the build.
const child = spawn('npx', ['tsx', 'scripts/build.ts'], { stdio: 'ignore', env: { ...process.env, DASHBOARD_URL: dashboard.url, BUILD_REPORT: reportFile } })
const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
if (status !== 0) {
  await dashboard.close()
  console.error('The build failed: run "npm run build" to see why.')
  process.exit(1)
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { seconds: number; maxRssMb: number }
const pages = files(dist, '.html')
const articleData = files(join(dist, 'static-loader-data'), '.json')
  .filter((file) => /\/(news|education-events)\/\d+\.[^/]+\.json$/.test(file))
  .map((file) => statSync(join(dist, file)).size)

console.log('\nBuild')
console.log(`  pages written          ${pages.length} (${pages.filter((page) => /(news|education-events)\/\d+\.html$/.test(page)).length} articles)`)
console.log(`  build time             ${report.seconds.toFixed(1)} s`)
console.log(`  per page               ${((report.seconds * 1000) / pages.length).toFixed(0)} ms`)
console.log(`  peak memory (RSS)      ${report.maxRssMb.toFixed(0)} MB`)
if (articleData.length) {
  const average = articleData.reduce((total, size) => total + size, 0) / articleData.length
  console.log(`  loader data / article  ${kb(average)} on average, ${kb(Math.max(...articleData))} at most`)
}

const samples: Array<[string, string]> = [
  ['home (en)', '/'],
  ['home (ar)', '/ar'],
  ['content page (en)', '/about-us'],
  ['article (en)', '/news/2'],
  ['article (ar)', '/ar/news/2'],
  ['products (en)', '/products'],
  ['products (ar)', '/ar/products'],
  ['404 (en)', '/404'],
]
const kinds: Kind[] = ['html', 'js', 'css', 'font', 'image', 'other']
const weights = await measurePages(dist, samples.map(([, path]) => path))
await dashboard.close()
console.log(`\nFirst load in Chromium, 412px wide (gzip for text)\n  ${''.padEnd(20)}${kinds.map((kind) => kind.toUpperCase().padStart(10)).join('')}`)
for (const [label, path] of samples) {
  const weight = weights.get(path)
  if (weight) console.log(`  ${label.padEnd(20)}${kinds.map((kind) => kb(weight[kind]).padStart(10)).join('')}`)
}
