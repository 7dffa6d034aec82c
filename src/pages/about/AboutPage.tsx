import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function AboutPage() {
  const { t } = useLingui()
  return <Page title={t`About us`} intro={t`Since 2009 we have brought trusted medical and dental technology to clinics and hospitals across Saudi Arabia and the wider MENA region.`} />
}

export { AboutPage as Component }
