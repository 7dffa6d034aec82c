import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import { Page } from '../../layout/Page/Page'

// Placeholder until articles are loaded from the dashboard (issue: data-driven pages).
export function NewsArticlePage() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  return <Page title={t`News article ${id}`} intro={t`This news article is not available yet. Please check the media center for the latest news.`} />
}

export { NewsArticlePage as Component }
