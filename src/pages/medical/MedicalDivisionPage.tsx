import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function MedicalDivisionPage() {
  const { t } = useLingui()
  return <Page title={t`Medical division`} intro={t`Advanced diagnostic and medical equipment from leading manufacturers, with training and support on site.`} />
}

export { MedicalDivisionPage as Component }
