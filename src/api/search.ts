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
  /** The page's indexed text, plain (not HTML). */
  content: string
  /** The positions of the matched words among its words. */
  locations: number[]
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
    await pagefind.options({ basePath, ranking: RANKING })
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
            .map(({ url, content, locations, meta, filters }) => ({
              url,
              title: meta.title ?? url,
              section: filters.section?.[0],
              excerpt: excerptOf(content, locations),
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

/** How Pagefind splits a page's text into the words its locations count (its `word_separators`). */
const WORD_SEPARATORS = /[^\S\uFEFF]+/

/** A word that ends a sentence (Pagefind also closes every block of the page with a full stop). */
const SENTENCE_END = /[.!?؟…]["'”’»)]*$/

/** Punctuation around a word, outside its mark: "implants," marks "implants". */
const AROUND_WORD = /^(\p{P}*)(.*?)(\p{P}*)$/su

/**
 * A result's excerpt from the page's text as Pagefind stored it (plain text, its entities already
 * read once when the page was indexed) and the positions of the matched words: about `length`
 * words, from the start of the sentence of the first match when that leaves room for the match,
 * else from a word shortly before the match after an ellipsis; ending at a sentence's end, or with an
 * ellipsis where cut. Text runs, never HTML: Pagefind's own excerpt escapes only `<` and `>`, so
 * `&lt;` there is either a `<` or the page's own "&lt;", and no decoding tells which.
 */
export function excerptOf(content: string, locations: readonly number[], length = 24): ExcerptPart[] {
  // Split as Pagefind splits it, so its locations index these words.
  const words = content.split(WORD_SEPARATORS)
  const first = locations.length > 0 ? Math.min(...locations) : 0
  // The sentence's start may be this far before the match: the match and a few words after it still fit.
  const lead = Math.max(0, length - 6)
  let start = first
  while (start > 0 && first - start < lead && !SENTENCE_END.test(words[start - 1]!)) start -= 1
  const cutBefore = start > 0 && !SENTENCE_END.test(words[start - 1]!)
  // Cut mid-sentence: a few words of context before the match, not half the excerpt.
  if (cutBefore) start = Math.max(0, first - 3)
  let end = Math.min(words.length, start + length)
  // A sentence a few words from its end is finished rather than cut.
  if (!SENTENCE_END.test(words[end - 1] ?? '.')) {
    const reach = Math.min(words.length, end + 8)
    for (let at = end; at < reach; at += 1) {
      if (!SENTENCE_END.test(words[at]!)) continue
      end = at + 1
      break
    }
  }
  const marked = new Set(locations)
  const parts: ExcerptPart[] = []
  const add = (text: string, isMarked: boolean) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last && last.marked === isMarked) last.text += text
    else parts.push({ text, marked: isMarked })
  }
  if (cutBefore) add('… ', false)
  for (let index = start; index < end; index += 1) {
    const word = words[index]!
    if (!word) continue
    if (parts.length > 0 && !parts[parts.length - 1]!.text.endsWith(' ')) add(' ', false)
    if (!marked.has(index)) {
      add(word, false)
      continue
    }
    const [, before = '', core = '', after = ''] = AROUND_WORD.exec(word) ?? []
    add(before, false)
    add(core || word, true)
    if (core) add(after, false)
  }
  if (end < words.length && !SENTENCE_END.test(words[end - 1]!)) add(' …', false)
  return parts
}
