import { useLingui } from '@lingui/react/macro'
import { Page } from '../../layout/Page/Page'

export function ProductsPage() {
  const { t } = useLingui()
  return <Page title={t`Products`} intro={t`Browse our product categories and the products we supply in each of them.`} />
}

export { ProductsPage as Component }
