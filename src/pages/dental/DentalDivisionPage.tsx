import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function DentalDivisionPage() {
  const { t } = useLingui()
  return <Page title={t`Dental division`} intro={t`Implants, biologics, orthodontics, digital imaging and surgical instruments for dental practices and hospitals.`} />
}

export { DentalDivisionPage as Component }
