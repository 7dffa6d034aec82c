import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '#src/config'
import { finishExport } from './finish-export'
import { scriptHash } from './headers'
import { HYDRATION_BLOCK_START, HYDRATION_SCRIPT, HYDRATION_SCRIPT_TEXT } from './hydration-data'
import { buildIdScript } from './own-scripts'
import { LOADER } from './preloads'

// The export's last step over a small export written with the build's own scripts, as
// vite-react-ssg and scripts/build leave it: the policy allows exactly those, and a page holding
// any other inline script fails the build, naming the page (docs/decisions/0045).

const BUILD_ID = 'k3x9q2m7za'
const config = parseConfig({})

/** A page as the build writes it: the build id, the page loader, the router's data and its hand-over. */
function page(path: string, planted = ''): string {
  const url = `${config.siteUrl}${path}`
  return (
    `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charset="UTF-8"><title>${path}</title><link rel="canonical" href="${url}">` +
    `<script>${buildIdScript(BUILD_ID)}</script></head><body><div id="root"><main data-pagefind-body data-pagefind-filter="section:News"><h1>Page ${path}</h1>` +
    `<p>Text to find.</p>${planted}</main></div><script data-entry="/assets/app-1.js" data-modules="/assets/app-1.js">${LOADER}</script>` +
    `${HYDRATION_BLOCK_START}{"loaderData":{}}</script>${HYDRATION_SCRIPT}</body></html>`
  )
}

function exportOf(pages: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'finish-export-'))
  for (const [path, html] of Object.entries(pages)) {
    const file = join(outDir, `${path === '/' ? '/index' : path}.html`)
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, html)
    const data = join(outDir, 'static-loader-data', `${path === '/' ? 'index' : path.slice(1)}.${BUILD_ID}.json`)
    mkdirSync(join(data, '..'), { recursive: true })
    writeFileSync(data, '{}')
  }
  return outDir
}

const policyHashes = (outDir: string) =>
  (/script-src ([^\n]*)/.exec(readFileSync(join(outDir, '_headers'), 'utf8'))?.[1] ?? '').match(/'sha256-[^']+'/g)

describe("the export's policy allows the build's own inline scripts only", () => {
  it('allows exactly the three scripts the build writes, known from their sources', async () => {
    const outDir = exportOf({ '/': page('/'), '/news/2': page('/news/2') })
    await finishExport(outDir, config)
    expect(policyHashes(outDir)?.sort()).toEqual([LOADER, HYDRATION_SCRIPT_TEXT, buildIdScript(BUILD_ID)].map(scriptHash).sort())
  })

  it.each([
    ['a planted script', '<script>alert(document.domain)</script>', /\n {2}\/news\/2: "alert\(document\.domain\)"\n/],
    ['a module', '<script type="module">import("/x.js")</script>', /\n {2}\/news\/2: "import\(\\"\/x\.js\\"\)"\n/],
    ["the build id's script with another id", `<script>${buildIdScript('other')}</script>`, /\/news\/2: "window\.__VITE_REACT_SSG_HASH__ = 'other'"/],
    ["the page loader's text with more after it", `<script>${LOADER};alert(1)</script>`, /\/news\/2: "\(\(\)=>/],
  ])('fails the build on %s in one page, naming the page, and writes no policy', async (_, planted, named) => {
    const outDir = exportOf({ '/': page('/'), '/news/2': page('/news/2', planted) })
    const failure = finishExport(outDir, config)
    await expect(failure).rejects.toThrow(/^The export holds inline scripts the build did not write, which its policy will not allow:\n/)
    await expect(failure).rejects.toThrow(named)
    await expect(failure).rejects.not.toThrow(/ {2}\/: /)
    expect(existsSync(join(outDir, '_headers'))).toBe(false)
  })
})
