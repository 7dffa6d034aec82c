/**
 * `npm run bench`: builds the site and prints what it costs, to be compared between changes
 * (numbers, not a pass/fail test): pages written, build seconds, milliseconds per page, peak
 * memory, and the first-load weight of each kind of page.
 */
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { performance } from 'node:perf_hooks'
import { build } from 'vite-react-ssg/node'
import { kb, measurePages, type Kind } from './page-weight'

const dist = 'dist'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path)
    return name.endsWith('.html') ? [relative(dist, path)] : []
  })
}

const started = performance.now()
await build({}, { logLevel: 'error' })
const seconds = (performance.now() - started) / 1000
const pages = htmlFiles(dist)
const peakMb = process.resourceUsage().maxRSS / 1024

const samples: Array<[string, string]> = [
  ['home (en)', '/'],
  ['home (ar)', '/ar'],
  ['content page (en)', '/about-us'],
  ['content page (ar)', '/ar/about-us'],
  ['404 (en)', '/404'],
]
const kinds: Kind[] = ['html', 'js', 'css', 'font', 'image']

console.log('\nBuild')
console.log(`  pages written      ${pages.length}`)
console.log(`  build time         ${seconds.toFixed(1)} s`)
console.log(`  per page           ${((seconds * 1000) / pages.length).toFixed(0)} ms`)
console.log(`  peak memory (RSS)  ${peakMb.toFixed(0)} MB`)

const weights = await measurePages(dist, samples.map(([, path]) => path))
console.log(`\nFirst load in Chromium (gzip for text)  ${kinds.map((kind) => kind.toUpperCase().padStart(9)).join(' ')}`)
for (const [label, path] of samples) {
  const weight = weights.get(path)
  if (!weight) continue
  console.log(`  ${label.padEnd(38)} ${kinds.map((kind) => kb(weight[kind]).padStart(9)).join(' ')}`)
}
