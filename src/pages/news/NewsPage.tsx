import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function NewsPage() {
  const { t } = useLingui()
  return <Page title={t`Media center`} intro={t`News from the company, and the reports of our board meetings.`} />
}

export { NewsPage as Component }
