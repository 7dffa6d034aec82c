import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router-dom'
import { Page } from '../../layout/Page/Page'

// Placeholder until events are loaded from the dashboard (issue: data-driven pages).
export function EventArticlePage() {
  const { t } = useLingui()
  const { id = '' } = useParams()
  return <Page title={t`Event ${id}`} intro={t`This event page is not available yet. Please see all our education events.`} />
}

export { EventArticlePage as Component }
