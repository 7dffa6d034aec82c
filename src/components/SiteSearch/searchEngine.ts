/**
 * What the search control asks of a search engine, and Pagefind behind it (docs/decisions/0040).
 * Pagefind's script is the export's own file (`/pagefind/pagefind.js`), imported when the
 * control is first used, never bundled: no page's first-load JavaScript carries it.
 */
import { splitLocalePath, type Locale } from '#src/i18n/locales'
import { sectionOf, type SearchSectionId } from './sections'

export interface SearchHit {
  /** The page's path, in the visitor's language (`/ar/products`). */
  url: string
  title: string
  section: SearchSectionId | undefined
  /** Pagefind's excerpt: escaped text with the matched words in `<mark>` (read by excerptParts). */
  excerpt: string
}

export interface SearchAnswer {
  /** How many pages match; `hits` holds the first of them. */
  total: number
  hits: SearchHit[]
}

export interface SearchEngine {
  search(term: string): Promise<SearchAnswer>
}

/** At most this many results are listed. */
const RESULT_LIMIT = 20

/** The part of Pagefind's browser API used here (pagefind.app/docs/api). */
interface PagefindModule {
  options(options: { basePath?: string; excerptLength?: number }): Promise<void>
  init(): Promise<void>
  destroy(): Promise<void>
  search(term: string): Promise<{ results: Array<{ data(): Promise<PagefindData> }> } | null>
}

interface PagefindData {
  url: string
  excerpt: string
  meta: { title?: string }
  filters: Record<string, string[] | undefined>
}

let loaded: { locale: Locale; engine: Promise<SearchEngine> } | undefined

/**
 * Pagefind, loaded once, for the language of the page (Pagefind reads `<html lang>`; a visitor
 * who changes language starts it again). Results of another language are never listed.
 */
export function loadPagefind(locale: Locale, basePath = '/pagefind/'): Promise<SearchEngine> {
  if (loaded?.locale === locale) return loaded.engine
  const previous = loaded?.engine
  const engine = (async () => {
    const pagefind = (await import(/* @vite-ignore */ `${basePath}pagefind.js`)) as PagefindModule
    if (previous) await pagefind.destroy()
    await pagefind.options({ basePath, excerptLength: 24 })
    await pagefind.init()
    return {
      async search(term: string): Promise<SearchAnswer> {
        const results = (await pagefind.search(term))?.results ?? []
        // Each result's data is a file of its own: only those listed are fetched.
        const data = await Promise.all(results.slice(0, RESULT_LIMIT).map((result) => result.data()))
        // The index is the page's language's; a page of another language is never offered all the same.
        const hits = data
          .filter(({ url }) => splitLocalePath(url).locale === locale)
          .map(({ url, excerpt, meta, filters }) => ({
            url,
            title: meta.title ?? url,
            section: sectionOf(splitLocalePath(url).path) ?? (filters.section?.[0] as SearchSectionId | undefined),
            excerpt,
          }))
        return { total: results.length, hits }
      },
    }
  })()
  // A failed load (offline) is tried again at the next use.
  engine.catch(() => {
    if (loaded?.engine === engine) loaded = undefined
  })
  loaded = { locale, engine }
  return engine
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text with HTML character references read as the browser would (the few Pagefind writes, and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

/**
 * Pagefind's excerpt as plain text runs, the matched words marked: split on `<mark>…</mark>` and
 * decoded, so it is rendered as React text and never as HTML. Any other tag stays literal text.
 */
export function excerptParts(excerpt: string): Array<{ text: string; marked: boolean }> {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>')
      return { text: decodeEntities(marked ? part.slice('<mark>'.length, -'</mark>'.length) : part), marked }
    })
}
