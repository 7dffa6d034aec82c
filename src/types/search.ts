import type { Locale } from '#src/i18n/locales'

/** A run of a result's excerpt: text, marked where it matched the query. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

export interface SearchHit {
  /** The page's path, in the visitor's language (`/ar/products`). */
  url: string
  title: string
  /** The id of the page's section (src/navigation `siteSections`), as the page filed itself in the index. */
  section: string | undefined
  /** The page's text around the matched words, as text runs (never HTML). */
  excerpt: ExcerptPart[]
}

export interface SearchAnswer {
  /** How many pages match. */
  total: number
  /** The first of them, listed at once. */
  hits: SearchHit[]
  /** The others listed, which come later (never rejects: an empty list when they cannot be fetched). */
  more?: Promise<SearchHit[]>
}

/** What the site search asks of a search engine (src/api/search.ts: Pagefind). */
export interface SearchEngine {
  search(term: string): Promise<SearchAnswer>
}

/** The engine for the page's language, loaded on the first call and kept. */
export type LoadSearchEngine = (locale: Locale) => Promise<SearchEngine>
