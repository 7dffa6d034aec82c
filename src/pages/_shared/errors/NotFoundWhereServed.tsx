import type { ReactNode } from 'react'
import { locales, type Locale } from '#src/i18n/locales'
import { useHydrating } from '#src/pages/_shared/hydrating'
import { NotFoundPage } from './NotFoundPage'

/** The id of each language's not-found route (`*`): the 404 pages' router data names it. */
export const notFoundRouteId = (locale: Locale) => `${locale}-not-found`

/**
 * Whether the document in the browser is a 404 page: its router data (the block React Router
 * hydrates from, scripts/export/hydration-data.ts) names the route the server rendered, and the
 * address the host answered with it may match another route here.
 */
function servedNotFound(): boolean {
  const data = (window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } }).__staticRouterHydrationData
  const rendered = Object.keys(data?.loaderData ?? {})
  return locales.some((locale) => rendered.includes(notFoundRouteId(locale)))
}

/**
 * A page's route, hydrating the HTML the host sent. A host answers an address without a file
 * with its 404 page, and the router may match a page there all the same: the alias where a host
 * does not redirect it, an article published after the build on a host without the shell
 * (Cloudflare Pages). React must first render the markup it is given, so on a 404 document the
 * first render is the 404 page whatever route matched; then the page takes over (the alias
 * navigates, the article loads) (docs/decisions/0044).
 */
export function NotFoundWhereServed({ children }: { children: ReactNode }) {
  const hydrating = useHydrating()
  return hydrating && typeof window !== 'undefined' && servedNotFound() ? <NotFoundPage /> : children
}
