import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function EventsPage() {
  const { t } = useLingui()
  return <Page title={t`Education events`} intro={t`Symposiums, hands-on courses and accredited continuing medical education for dental and medical professionals.`} />
}

export { EventsPage as Component }
