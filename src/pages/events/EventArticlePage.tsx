import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePaths, loadArticle } from '../articles/articleData'
import { ArticlePage } from '../articles/ArticlePage'

export function EventArticlePage() {
  return <ArticlePage kind="event" />
}

export const loader = (args: LoaderFunctionArgs) => loadArticle('event', args)
export const getStaticPaths = () => articlePaths('event')
export { EventArticlePage as Component }
