/**
 * The addresses that the pages and the host files must agree on: what the router pre-renders,
 * the host's fallbacks answer (scripts/export/host-rules.ts). Language prefixes live with the
 * languages (src/i18n/locales.ts).
 */

/** The path segment of each section of articles, by kind of article. */
export const articleSections = { news: 'news', event: 'education-events' } as const

/**
 * The id pre-rendered as the shell of articles published after the build: the host answers
 * unknown `/news/{id}` and `/education-events/{id}` with it, and it loads the article in the browser.
 */
export const SHELL_ID = '_shell'

/** The folder of a listing's later pages: `/news/page/2`. Page 1 is the listing's own path. */
export const LISTING_PAGES = 'page'

/** Pre-rendered in each language as 404.html and ar/404.html. */
export const NOT_FOUND_PATH = '/404'

/** Old or alternative addresses: each answers a permanent redirect, in both languages. */
export const aliases = { '/media-center': '/news' } as const
