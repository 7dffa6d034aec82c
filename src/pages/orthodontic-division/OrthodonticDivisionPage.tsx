import { useLingui } from '@lingui/react/macro'
import { orthodonticPage } from '#src/content/specialtyPages'
import { SpecialtyPage } from '#src/pages/_shared/division/SpecialtyPage'

export function OrthodonticDivisionPage() {
  const { t } = useLingui()
  return <SpecialtyPage title={t`Orthodontic division`} content={orthodonticPage} />
}

export { OrthodonticDivisionPage as Component }
