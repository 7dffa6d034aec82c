import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function FindUsPage() {
  const { t } = useLingui()
  return <Page title={t`Find us`} intro={t`Find dental providers and clinics that work with our products near you.`} />
}

export { FindUsPage as Component }
