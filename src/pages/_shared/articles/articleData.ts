import type { LoaderFunctionArgs } from 'react-router-dom'
import type { Blog, BlogSummary, Dashboard, Event, EventSummary } from '#src/api/client'
import { isRecordId } from '#src/api/recordId'
import { sanitizeHtml } from '#src/api/sanitize'
import type { SanitizedHtml } from '#src/types/html'
import { localeOfRequest, type Locale } from '#src/i18n/locales'
import { articleSections, SHELL_ID } from '#src/site'
import { canonicalArticleId } from './articleId'
import type { FailureKind } from '#src/pages/_shared/errors/failures'
import { loaderFailure } from '#src/pages/_shared/errors/loaderFailure'

export type ArticleKind = 'news' | 'event'

/** An article whose HTML parts are sanitised: what its page renders. */
type Sanitised<T extends Blog | Event> = Omit<T, 'introduction' | 'html_content'> & { introduction: SanitizedHtml; html_content: SanitizedHtml }

export type ArticleData =
  { kind: 'news'; article: Sanitised<Blog>; related: BlogSummary[] } | { kind: 'event'; article: Sanitised<Event>; related: EventSummary[] }

/** docs/product.md "Error messages": what a failed detail loader says. */
export const articleFailure = { news: 'blog', event: 'event' } as const satisfies Record<ArticleKind, FailureKind>

/**
 * Article HTML is sanitised here, where it enters the page's data: at build time for the
 * pre-rendered articles (so their pages carry clean HTML and no sanitiser), in the browser for
 * an article published after the build.
 */
async function sanitised<T extends Blog | Event>(article: T): Promise<Sanitised<T>> {
  const [introduction, html_content] = await Promise.all([sanitizeHtml(article.introduction), sanitizeHtml(article.html_content)])
  return { ...article, introduction, html_content }
}

/**
 * How many related articles a page shows: the contract's "a few". A dashboard that sends
 * thousands would otherwise put them all in every article page and its data (10,000 related
 * records made 64 article pages take 3.5 GB to build).
 */
const RELATED_LIMIT = 3

/** The article, then (only when it exists) the others to show beside it. */
export async function fetchArticle(dashboard: Dashboard, kind: ArticleKind, id: number, locale: Locale): Promise<ArticleData | null> {
  if (kind === 'news') {
    const article = await dashboard.blog(id, locale)
    return article ? { kind, article: await sanitised(article), related: (await dashboard.randomBlogs(id, locale)).slice(0, RELATED_LIMIT) } : null
  }
  const article = await dashboard.event(id, locale)
  return article ? { kind, article: await sanitised(article), related: (await dashboard.randomEvents(id, locale)).slice(0, RELATED_LIMIT) } : null
}

/**
 * The shell's data: a mark, not null, so that the page can tell the shell's HTML (its data in the
 * page) from a 404 page the host answered at an article's address (no data for the route).
 */
export type ArticleShell = { shell: true }

export const isArticleShell = (data: ArticleData | ArticleShell): data is ArticleShell => 'shell' in data

const notFound = () => new Response('Not Found', { status: 404 })

/** Build-time loader of an article page: its data, a 404 for an unknown id, a 500 on failure. */
export async function loadArticle(kind: ArticleKind, { params, request }: LoaderFunctionArgs): Promise<ArticleData | ArticleShell> {
  if (params.id === SHELL_ID) return { shell: true }
  const id = canonicalArticleId(params.id)
  if (id === null) throw notFound()
  const locale = localeOfRequest(request)
  // Build time only (in the browser vite-react-ssg answers loaders from the page's saved data):
  // the dashboard client is imported here so that it stays out of the page's chunk.
  const { createDashboard, messageFromThrown } = await import('#src/api/client')
  let data: ArticleData | null
  try {
    data = await fetchArticle(createDashboard(), kind, id, locale)
  } catch (error) {
    throw loaderFailure(articleFailure[kind], error, messageFromThrown(error))
  }
  if (!data) throw notFound()
  return data
}

/**
 * Every article the dashboard lists gets a page, plus the shell for later ones. The client has
 * refused ids that are not positive integers, and duplicates, naming the endpoint and record;
 * checked again here, where an id becomes a file name, so no other path can be written.
 */
export async function articlePaths(kind: ArticleKind): Promise<string[]> {
  const { createDashboard } = await import('#src/api/client')
  const dashboard = createDashboard()
  const items = kind === 'news' ? await dashboard.blogs('en') : await dashboard.events('en')
  const section = articleSections[kind]
  const paths = items.map(({ id }) => {
    if (!isRecordId(id)) throw new Error(`${kind} id ${JSON.stringify(id)} cannot become a page: ids must be positive integers`)
    return `${section}/${id}`
  })
  return [...paths, `${section}/${SHELL_ID}`]
}
