/**
 * The site search's index (docs/decisions/0040): Pagefind run on the finished export, one index
 * per language from each page's `<html lang>`, written to `/pagefind/`.
 *
 * Only the pages the sitemap lists are indexed (404 pages and article shells ask not to be), and
 * only their `<main>`, which the layout marks `data-pagefind-body` and files under the page's
 * section (`data-pagefind-filter`, src/layout/SiteLayout): the header, drawer and footer, the same
 * on every page, are left out. Pagefind reads the pages as the build wrote them.
 *
 * Of `<main>`, only what the page says is indexed (docs/decisions/0046): never its controls and
 * navigation (INTERFACE below), nor what components mark `data-pagefind-ignore` (a card that sums
 * up another page, which is indexed itself; a call to action), so an excerpt never reads
 * "Read more" and a search for it finds nothing.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { splitLocalePath } from '#src/i18n/locales'

/** The index's folder in the export, which the search control loads `pagefind.js` from. */
export const SEARCH_INDEX_DIR = 'pagefind'

const PAGEFIND_INTERFACE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
]

/**
 * The interface inside a page's content: navigation (breadcrumbs, pagination, a section's
 * links), controls and forms, disclosures' labels, the search itself, dialogs, text kept from
 * assistive technology (icons' labels drawn twice, the copies a moving strip shows), and links
 * that name an action rather than say something: to another tab ("Visit website") or to a file
 * ("Download PDF", "Add to calendar").
 */
const INTERFACE = ['nav', 'button', 'summary', 'form', '[role="search"]', 'dialog', '[aria-hidden="true"]', 'a[target="_blank"]', 'a[type]']

export interface IndexedPage {
  /** The page's URL path (`/`, `/ar/news/3`). */
  path: string
  file: string
}

export interface SearchIndexReport {
  /** Pages indexed per language. */
  languages: Record<string, number>
}

export interface SearchIndexSize {
  /** Its index, filters and metadata, which grow with the pages (bytes as written: Pagefind compresses them itself). */
  index: number
  /** Its WebAssembly, the same whatever the pages. */
  wasm: number
  /** Of the index, the result fragments: one per page, fetched only for the results listed. */
  fragments: number
}

/** What the search index of each language weighs on disk, in the export at `outDir`. */
export function searchIndexSizes(outDir: string): Record<string, SearchIndexSize> {
  const root = join(outDir, SEARCH_INDEX_DIR)
  const sizes: Record<string, SearchIndexSize> = {}
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  for (const file of files) {
    const name = file.split('/').pop()!
    // Pagefind names each language's files after it: `en_….pf_fragment`, `pagefind.en_….pf_meta`, `wasm.en.pagefind`.
    const language = /^(?:pagefind\.|wasm\.)?([a-z]{2,3})[_.]/.exec(name)?.[1]
    if (!language || language === 'unknown') continue
    const size = statSync(join(root, file)).size
    const entry = (sizes[language] ??= { index: 0, wasm: 0, fragments: 0 })
    if (name.startsWith('wasm.')) entry.wasm += size
    else entry.index += size
    if (file.startsWith('fragment/')) entry.fragments += size
  }
  return sizes
}

export async function writeSearchIndex(outDir: string, pages: IndexedPage[]): Promise<SearchIndexReport> {
  const pagefind = await import('pagefind')
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: INTERFACE })
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
    for (const page of pages) {
      const content = readFileSync(page.file, 'utf8')
      // Without them the page would be indexed whole, header and footer included, or its results have no section.
      if (!content.includes('data-pagefind-body') || !content.includes('data-pagefind-filter="section:'))
        throw new Error(`Search index: ${page.path} has no <main> marked for the index with its section`)
      const added = await index.addHTMLFile({ url: page.path, content })
      if (added.errors.length > 0) throw new Error(`Search index: ${page.path}: ${added.errors.join('; ')}`)
    }
    const outputPath = join(outDir, SEARCH_INDEX_DIR)
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`)
    // Pagefind's own interfaces and highlighter: the site has its own control (src/components/SiteSearch).
    for (const file of PAGEFIND_INTERFACE_FILES) rmSync(join(outputPath, file), { force: true })
    const languages: Record<string, number> = {}
    for (const page of pages) {
      const { locale } = splitLocalePath(page.path)
      languages[locale] = (languages[locale] ?? 0) + 1
    }
    return { languages }
  } finally {
    await pagefind.close()
  }
}
