import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function ContactPage() {
  const { t } = useLingui()
  return <Page title={t`Contact us`} intro={t`Visit one of our offices in Riyadh, Jeddah and Dammam, or send us a message and our team will reply.`} />
}

export { ContactPage as Component }
