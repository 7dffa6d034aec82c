import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function BookMeetingPage() {
  const { t } = useLingui()
  return <Page title={t`Book a meeting`} intro={t`Choose a time for a 30-minute meeting with our orthodontic specialists.`} />
}

export { BookMeetingPage as Component }
