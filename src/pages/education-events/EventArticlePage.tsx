import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePaths, loadArticle } from '../_shared/articles/articleData'
import { ArticlePage } from '../_shared/articles/ArticlePage'

export function EventArticlePage() {
  return <ArticlePage kind="event" />
}

export const loader = (args: LoaderFunctionArgs) => loadArticle('event', args)
export const getStaticPaths = () => articlePaths('event')
export { EventArticlePage as Component }
