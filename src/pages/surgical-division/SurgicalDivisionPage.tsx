import { useLingui } from '@lingui/react/macro'
import { surgicalPage } from '#src/content/specialtyPages'
import { SpecialtyPage } from '#src/pages/_shared/division/SpecialtyPage'

export function SurgicalDivisionPage() {
  const { t } = useLingui()
  return <SpecialtyPage title={t`Surgical division`} content={surgicalPage} />
}

export { SurgicalDivisionPage as Component }
