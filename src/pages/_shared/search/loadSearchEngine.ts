import type { LoadSearchEngine } from '#src/types/search'

/**
 * The site search's engine (src/api/search.ts: Pagefind), imported with the first search: no
 * page's first load carries it, the search page's included.
 */
export const loadSearchEngine: LoadSearchEngine = (locale) => import('#src/api/search').then((search) => search.loadPagefind(locale))
