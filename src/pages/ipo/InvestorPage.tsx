import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function InvestorPage() {
  const { t } = useLingui()
  return <Page title={t`Initial public offering`} intro={t`Why invest in a lean, profitable and growing healthcare distributor.`} />
}

export { InvestorPage as Component }
