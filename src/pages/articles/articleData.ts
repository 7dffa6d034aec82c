import { json, type LoaderFunctionArgs } from 'react-router-dom'
import { createDashboard, messageFromThrown, type Blog, type BlogSummary, type Dashboard, type Event, type EventSummary } from '../../api/client'
import { localeOfRequest, type Locale } from '../../i18n/locales'

export type ArticleKind = 'news' | 'event'

export type ArticleData =
  | { kind: 'news'; article: Blog; related: BlogSummary[] }
  | { kind: 'event'; article: Event; related: EventSummary[] }

/**
 * The path segment pre-rendered as the shell of articles published after the build: the host
 * answers unknown /news/{id} and /education-events/{id} with it (scripts/host-rules.ts), and it
 * loads the article from the dashboard in the browser.
 */
export const SHELL_ID = '_shell'

export const articleSection: Record<ArticleKind, string> = { news: '/news', event: '/education-events' }

/** SPEC §8: what a failed detail loader says. */
export const loadFailure: Record<ArticleKind, string> = { news: 'Failed to load blog', event: 'Failed to load event' }

/** The article, then (only when it exists) the others to show beside it. */
export async function fetchArticle(dashboard: Dashboard, kind: ArticleKind, id: number, locale: Locale): Promise<ArticleData | null> {
  if (kind === 'news') {
    const article = await dashboard.blog(id, locale)
    return article ? { kind, article, related: await dashboard.randomBlogs(id, locale) } : null
  }
  const article = await dashboard.event(id, locale)
  return article ? { kind, article, related: await dashboard.randomEvents(id, locale) } : null
}

export const parseArticleId = (raw: string | undefined): number | null => {
  const id = Number(raw)
  return raw && /^\d+$/.test(raw) && id >= 1 ? id : null
}

const notFound = () => new Response('Not Found', { status: 404 })

/** Build-time loader of an article page: its data, a 404 for an unknown id, a 500 on failure. */
export async function loadArticle(kind: ArticleKind, { params, request }: LoaderFunctionArgs): Promise<ArticleData | null> {
  if (params.id === SHELL_ID) return null
  const id = parseArticleId(params.id)
  if (id === null) throw notFound()
  const locale = localeOfRequest(request)
  let data: ArticleData | null
  try {
    data = await fetchArticle(createDashboard(), kind, id, locale)
  } catch (error) {
    throw json({ message: loadFailure[kind], detail: messageFromThrown(error) }, { status: 500 })
  }
  if (!data) throw notFound()
  return data
}

/** Every article the dashboard lists gets a page, plus the shell for later ones. */
export async function articlePaths(kind: ArticleKind): Promise<string[]> {
  const dashboard = createDashboard()
  const items = kind === 'news' ? await dashboard.blogs('en') : await dashboard.events('en')
  const section = articleSection[kind].slice(1)
  return [...items.map((item) => `${section}/${item.id}`), `${section}/${SHELL_ID}`]
}
