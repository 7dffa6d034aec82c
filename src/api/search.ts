/**
 * The site search's data (docs/decisions/0040): Pagefind's index of the export, read through
 * Pagefind's own script (`/pagefind/pagefind.js`), imported when the search is first used and
 * never bundled: no page's first-load JavaScript carries it.
 */
import { splitLocalePath, type Locale } from '#src/i18n/locales'
import type { ExcerptPart, SearchAnswer, SearchEngine } from '#src/types/search'

/** At most this many results are listed. */
const RESULT_LIMIT = 20
/**
 * The results listed as soon as their data has come: each is a file of its own, and a browser
 * fetches six at a time from a host over HTTP/1.1, so the first five come in the first round.
 */
const FIRST_HITS = 5

/**
 * How Pagefind ranks (pagefind.app/docs/ranking). A page is not marked down for its length, and a
 * word found many times on it counts for more before it saturates: /products names "implants" in
 * every product of its category, among many other products. A word matched whole or nearly
 * (implant, implants) counts for far more than a longer word it only begins (implantology), so
 * "implant" lists the implant products and the implant partners' page above every page that
 * mentions implantology once in its title.
 */
const RANKING = { pageLength: 0, termSaturation: 2, termSimilarity: 9 }

/** The part of Pagefind's browser API used here (pagefind.app/docs/api). */
interface PagefindModule {
  options(options: { basePath?: string; excerptLength?: number; ranking?: typeof RANKING }): Promise<void>
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
 * Pagefind for the language of the page, loaded once and kept here, the one place that holds it
 * (Pagefind reads `<html lang>`; a visitor who changes language starts it again). A failed load
 * (offline) is tried again at the next call. Results of another language are never listed.
 */
export function loadPagefind(locale: Locale, basePath = '/pagefind/'): Promise<SearchEngine> {
  if (loaded?.locale === locale) return loaded.engine
  const previous = loaded?.engine
  const engine = (async () => {
    const pagefind = (await import(/* @vite-ignore */ `${basePath}pagefind.js`)) as PagefindModule
    // The one script serves every language: the previous start finishes (or fails) before it is
    // torn down, or its init would go on over the new one.
    if (previous) {
      await previous.catch(() => undefined)
      await pagefind.destroy()
    }
    await pagefind.options({ basePath, excerptLength: 24, ranking: RANKING })
    await pagefind.init()
    return {
      async search(term: string): Promise<SearchAnswer> {
        const results = (await pagefind.search(term))?.results ?? []
        // Each result's data is a file of its own: only those listed are fetched, all asked for
        // at once, in rank order.
        const listed = results.slice(0, RESULT_LIMIT).map((result) => result.data())
        const hitsOf = (data: PagefindData[]) =>
          data
            // The index is the page's language's; a page of another language is never offered all the same.
            .filter(({ url }) => splitLocalePath(url).locale === locale)
            .map(({ url, excerpt, meta, filters }) => ({
              url,
              title: meta.title ?? url,
              section: filters.section?.[0],
              excerpt: excerptParts(excerpt),
            }))
        const more = listed.length > FIRST_HITS ? Promise.all(listed.slice(FIRST_HITS)).then(hitsOf, () => []) : undefined
        return { total: results.length, hits: hitsOf(await Promise.all(listed.slice(0, FIRST_HITS))), more }
      },
    }
  })()
  engine.catch(() => {
    if (loaded?.engine === engine) loaded = undefined
  })
  loaded = { locale, engine }
  return engine
}

/** Text with its HTML character references read by the browser's own parser (a textarea's content is text, never markup). */
function decodeEntities(text: string): string {
  const textarea = document.createElement('textarea')
  textarea.innerHTML = text
  return textarea.value
}

/**
 * Pagefind's excerpt (escaped text, the matched words in `<mark>`) as plain text runs, the matched
 * words marked: split on `<mark>…</mark>` and decoded, so the search shows it as text and never as
 * HTML. Any other tag stays literal text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>')
      return { text: decodeEntities(marked ? part.slice('<mark>'.length, -'</mark>'.length) : part), marked }
    })
}
