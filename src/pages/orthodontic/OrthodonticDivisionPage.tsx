import { useLingui } from '@lingui/react/macro'
import { orthodonticPage } from '../../content/specialtyPages'
import { SpecialtyPage } from '../divisions/SpecialtyPage'

export function OrthodonticDivisionPage() {
  const { t } = useLingui()
  return <SpecialtyPage title={t`Orthodontic division`} content={orthodonticPage} />
}

export { OrthodonticDivisionPage as Component }
