import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function OrthodonticDivisionPage() {
  const { t } = useLingui()
  return <Page title={t`Orthodontic division`} intro={t`Orthodontic systems that make treatment simpler for clinicians and shorter for patients.`} />
}

export { OrthodonticDivisionPage as Component }
