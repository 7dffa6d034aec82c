import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function DivisionsPage() {
  const { t } = useLingui()
  return <Page title={t`Our divisions`} intro={t`Two divisions, dental and medical, each with specialist teams and leading global partners.`} />
}

export { DivisionsPage as Component }
