import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { excerptOf } from '#src/api/search'
import { writeSearchIndex } from './search-index'

// The index the real Pagefind writes from a page marked as the layout and components mark theirs:
// what the page says is in it, its interface is not, and its text is what the page shows.
const page = `<!doctype html><html lang="en"><head><title>Implants</title></head><body>
<header><nav><a href="/">Home</a></nav></header>
<main data-pagefind-body data-pagefind-filter="section:products">
  <nav aria-label="Breadcrumbs"><a href="/">Breadcrumb trail</a></nav>
  <h1>Short implants</h1>
  <p>The markup tag &amp;lt;b&amp;gt; bolds text, and &lt;i&gt; slants it.</p>
  <p>Clinics choose short implants where bone is thin.</p>
  <button type="button">Pause the slides</button>
  <form><label>Your name <input name="n"></label></form>
  <div role="search"><label>Search the site</label></div>
  <article data-pagefind-ignore=""><p>Product launch</p><h3><a href="/news/1">Another page</a></h3><p><time>May 22, 2026</time></p><span aria-hidden="true">Read more</span></article>
  <a href="/contact-us" data-pagefind-ignore="">Inquire now</a>
  <details><summary>Earlier reports</summary><p>Older minutes.</p></details>
  <a href="/documents/report.pdf" type="application/pdf">Download PDF</a>
  <a href="https://partner.example" target="_blank" rel="noopener">Visit website</a>
  <span aria-hidden="true">Drawn twice</span>
</main></body></html>`

describe('the search index', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'search-index-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it("holds a page's own text, as the page shows it, and none of its interface", async () => {
    const file = join(outDir, 'implants.html')
    writeFileSync(file, page)
    expect(await writeSearchIndex(outDir, [{ path: '/implants', file }])).toEqual({ languages: { en: 1 } })
    const fragments = readdirSync(join(outDir, 'pagefind', 'fragment')).map(
      (name) =>
        JSON.parse(
          gunzipSync(readFileSync(join(outDir, 'pagefind', 'fragment', name)))
            .toString()
            .replace(/^pagefind_dcd/, ''),
        ) as { content: string },
    )
    expect(fragments).toHaveLength(1)
    const { content } = fragments[0]!
    expect(content).toContain('Clinics choose short implants where bone is thin. Older minutes.')
    for (const interfaceText of [
      'Home',
      'Breadcrumb',
      'Pause',
      'Your name',
      'Search the site',
      'Product launch',
      'Another page',
      'May 22',
      'Read more',
      'Inquire',
      'Earlier reports',
      'Download',
      'Visit website',
      'Drawn twice',
    ])
      expect(content, interfaceText).not.toContain(interfaceText)
    // The page showed "&lt;b&gt;" and "<i>": its result shows them so.
    const words = content.split(/\s+/)
    const excerpt = excerptOf(content, [words.indexOf('markup')])
      .map((part) => part.text)
      .join('')
    expect(excerpt).toBe('The markup tag &lt;b&gt; bolds text, and <i> slants it. Clinics choose short implants where bone is thin. Older minutes.')
  })
})
