/**
 * The addresses that the pages and the host files must agree on: what the router pre-renders,
 * the host's fallbacks answer (scripts/build/host-rules.ts). Language prefixes live with the
 * languages (src/i18n/locales.ts).
 */

/** The path segment of each section of articles, by kind of article. */
export const articleSections = { news: 'news', event: 'education-events' } as const

/**
 * The id pre-rendered as the shell of articles published after the build: the host answers
 * unknown `/news/{id}` and `/education-events/{id}` with it, and it loads the article in the browser.
 */
export const SHELL_ID = '_shell'

/**
 * The one spelling of an article id in an address: digits without a leading zero, within the
 * contract's `Id` (1 to 2^53 - 1, openapi/dashboard.yaml). Anything else in that place is no
 * article: `/news/0009` would otherwise be article 9 at a second address. The host gives every
 * such segment the shell (it cannot match digits), and the shell shows the 404 page for it.
 */
export function canonicalArticleId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null
  const id = Number(segment)
  return Number.isSafeInteger(id) ? id : null
}

/** The folder of a listing's later pages: `/news/page/2`. Page 1 is the listing's own path. */
export const LISTING_PAGES = 'page'

/** Pre-rendered in each language as 404.html and ar/404.html. */
export const NOT_FOUND_PATH = '/404'

/** Old or alternative addresses: each answers a permanent redirect, in both languages. */
export const aliases = { '/media-center': '/news' } as const
