import { describe, expect, it } from 'vitest'
import { pageForIndex } from './search-index'

describe('the pages as the search index reads them', () => {
  const page = (main: string) =>
    `<html lang="ar"><head><title>t</title></head><body><header><nav>Menu</nav></header><main id="main" title="<main x>">${main}</main><footer>f</footer></body></html>`

  it("marks the page's <main> as the body of its record, with its section as a filter", () => {
    expect(pageForIndex(page('<h1>Implants</h1>'), '/ar/products')).toContain(
      '<main data-pagefind-body data-pagefind-filter="section:products" id="main"',
    )
    expect(pageForIndex(page(''), '/news/3')).toContain('data-pagefind-filter="section:news"')
    expect(pageForIndex(page(''), '/ar')).toContain('data-pagefind-filter="section:home"')
    expect(pageForIndex(page(''), '/surgical-division')).toContain('data-pagefind-filter="section:divisions"')
  })

  it('finds <main> by parsing, never in text or attribute values, and changes nothing else', () => {
    const html = `<html><body><p title="<main>">&lt;main&gt;</p><!-- <main> --><main>x</main></body></html>`
    const marked = pageForIndex(html, '/team')!
    expect(marked.replace(' data-pagefind-body data-pagefind-filter="section:company"', '')).toBe(html)
    expect(marked).toContain('<main data-pagefind-body')
  })

  it('has no record for a page without <main>', () => {
    expect(pageForIndex('<html><body><p>x</p></body></html>', '/team')).toBeNull()
  })
})
