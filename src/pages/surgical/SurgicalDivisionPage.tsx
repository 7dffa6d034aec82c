import { useLingui } from '@lingui/react/macro'
import { surgicalPage } from '../../content/specialtyPages'
import { SpecialtyPage } from '../divisions/SpecialtyPage'

export function SurgicalDivisionPage() {
  const { t } = useLingui()
  return <SpecialtyPage title={t`Surgical division`} content={surgicalPage} />
}

export { SurgicalDivisionPage as Component }
