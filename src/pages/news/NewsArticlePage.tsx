import type { LoaderFunctionArgs } from 'react-router-dom'
import { articlePaths, loadArticle } from '#src/pages/_shared/articles/articleData'
import { ArticlePage } from '#src/pages/_shared/articles/ArticlePage'

export function NewsArticlePage() {
  return <ArticlePage kind="news" />
}

export const loader = (args: LoaderFunctionArgs) => loadArticle('news', args)
export const getStaticPaths = () => articlePaths('news')
export { NewsArticlePage as Component }
