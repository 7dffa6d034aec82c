/**
 * The site search's index (docs/decisions/0040): Pagefind run on the finished export, one index
 * per language from each page's `<html lang>`, written to `/pagefind/`.
 *
 * Only the pages the sitemap lists are indexed (404 pages and article shells ask not to be), and
 * only their `<main>`: the copy handed to Pagefind marks it `data-pagefind-body` and gives it the
 * page's section as a filter, so the header, drawer and footer, the same on every page, are left
 * out. The files on disk are not changed: the pages and their hashes stay what the build wrote.
 */
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { sectionOf } from '#src/components/SiteSearch/sections'
import { splitLocalePath } from '#src/i18n/locales'

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document']

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

export interface IndexedPage {
  /** The page's URL path (`/`, `/ar/news/3`). */
  path: string
  file: string
}

/** Where the start tag `<main` of a page ends its name, by parse5's source positions; null without one. */
function mainTagNameEnd(html: string): number | null {
  const stack: Node[] = [parse(html, { sourceCodeLocationInfo: true })]
  while (stack.length > 0) {
    const node = stack.pop()!
    if ('tagName' in node && node.tagName === 'main') {
      const start = node.sourceCodeLocation?.startTag?.startOffset
      return start === undefined ? null : start + '<main'.length
    }
    if ('childNodes' in node) stack.push(...node.childNodes)
  }
  return null
}

/** The page as Pagefind reads it: its `<main>` the body of the record, with its section as a filter. */
export function pageForIndex(html: string, path: string): string | null {
  const at = mainTagNameEnd(html)
  if (at === null) return null
  const section = sectionOf(splitLocalePath(path).path)
  const filter = section ? ` data-pagefind-filter="section:${section}"` : ''
  return `${html.slice(0, at)} data-pagefind-body${filter}${html.slice(at)}`
}

export interface SearchIndexReport {
  /** Pages indexed per language. */
  languages: Record<string, number>
}

export async function writeSearchIndex(outDir: string, pages: IndexedPage[]): Promise<SearchIndexReport> {
  const pagefind = await import('pagefind')
  try {
    const { index, errors } = await pagefind.createIndex({})
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`)
    for (const page of pages) {
      const content = pageForIndex(readFileSync(page.file, 'utf8'), page.path)
      if (content === null) throw new Error(`Search index: ${page.path} has no <main>`)
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
