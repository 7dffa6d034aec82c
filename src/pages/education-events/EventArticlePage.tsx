import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePaths, loadArticle } from '#src/pages/_shared/articles/articleData'
import { ArticlePage } from '#src/pages/_shared/articles/ArticlePage'

export function EventArticlePage() {
  return <ArticlePage kind="event" />
}

export const loader = (args: LoaderFunctionArgs) => loadArticle('event', args)
export const getStaticPaths = () => articlePaths('event')
export { EventArticlePage as Component }
