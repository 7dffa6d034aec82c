import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function TeamPage() {
  const { t } = useLingui()
  return <Page title={t`Our Team`} intro={t`Meet the board of directors and the executive team who lead the company.`} />
}

export { TeamPage as Component }
