import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function SurgicalDivisionPage() {
  const { t } = useLingui()
  return <Page title={t`Surgical division`} intro={t`Precision surgical instruments for oral surgery and implantology, made to last.`} />
}

export { SurgicalDivisionPage as Component }
