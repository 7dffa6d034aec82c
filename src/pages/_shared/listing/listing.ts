import type { LoaderFunctionArgs } from 'react-router-dom'
import type { Dashboard } from '#src/api/client'
import { localeOfRequest, type Locale } from '#src/i18n/locales'
import { LISTING_PAGES, type articleSections } from '#src/site'
import type { FailureKind } from '#src/pages/_shared/errors/failures'
import { loaderFailure } from '#src/pages/_shared/errors/loaderFailure'

/** Cards on each page of a listing (/news, /education-events): four rows of three, or six of two. */
export const LISTING_PAGE_SIZE = 12

/** How many pages a listing of `items` cards has: at least one, which may be empty. */
export const pageCount = (items: number, size = LISTING_PAGE_SIZE) => Math.max(1, Math.ceil(items / size))

/** The listings that are split into pages, by their path segment. */
type ListingSection = (typeof articleSections)[keyof typeof articleSections]

/** One page of a listing: its own cards only, so its HTML does not grow with the archive. */
interface ListingPage<T> {
  items: T[]
  page: number
  pages: number
}

/** The language-neutral path of a page of a listing: page 1 is the listing's own path, never `/page/1`. */
export const listingPagePath = (section: ListingSection, page: number) => (page === 1 ? `/${section}` : `/${section}/${LISTING_PAGES}/${page}`)

/**
 * The page number of a `…/page/:page` path: digits only, from 2 (page 1 lives at the listing's
 * own path, so `/news/page/1` would duplicate it). Anything else, `0`, `01`, `abc`, is no page.
 */
function parsePageNumber(raw: string | undefined): number | null {
  return raw && /^[1-9]\d*$/.test(raw) && Number(raw) >= 2 ? Number(raw) : null
}

const notFound = () => new Response('Not Found', { status: 404 })

type ListOf<T> = (dashboard: Dashboard, locale: Locale) => Promise<T[]>

/**
 * Build-time loader of a listing page: the dashboard answers the whole list, and the page keeps
 * its own slice. `failure` is the message a failed call is reported with, if any
 * (docs/product.md "Error messages").
 */
export async function loadListingPage<T>(list: ListOf<T>, { params, request }: LoaderFunctionArgs, failure?: FailureKind): Promise<ListingPage<T>> {
  const page = params.page === undefined ? 1 : parsePageNumber(params.page)
  if (page === null) throw notFound()
  // Build time only: the dashboard client stays out of the page's chunk.
  const { createDashboard, messageFromThrown } = await import('#src/api/client')
  let all: T[]
  try {
    all = await list(createDashboard(), localeOfRequest(request))
  } catch (error) {
    if (failure === undefined) throw error
    throw loaderFailure(failure, error, messageFromThrown(error))
  }
  const pages = pageCount(all.length)
  if (page > pages) throw notFound()
  return { items: all.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE), page, pages }
}

/**
 * The later pages of a listing, `news/page/2` … (relative to the language route, as
 * vite-react-ssg asks), counted off the English list as the article pages are: both languages
 * list the same records.
 */
export async function listingPaths<T>(section: ListingSection, list: ListOf<T>): Promise<string[]> {
  const { createDashboard } = await import('#src/api/client')
  const pages = pageCount((await list(createDashboard(), 'en')).length)
  return Array.from({ length: pages - 1 }, (_, index) => listingPagePath(section, index + 2).slice(1))
}
