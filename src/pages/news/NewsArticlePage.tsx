import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePaths, loadArticle } from '../articles/articleData'
import { ArticlePage } from '../articles/ArticlePage'

export function NewsArticlePage() {
  return <ArticlePage kind="news" />
}

export const loader = (args: LoaderFunctionArgs) => loadArticle('news', args)
export const getStaticPaths = () => articlePaths('news')
export { NewsArticlePage as Component }
