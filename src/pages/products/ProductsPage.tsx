import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { BlurImage } from '../../components/BlurImage/BlurImage'
import { Section } from '../../components/Section/Section'
import { CategoryTabs } from '../../components/CategoryTabs/CategoryTabs'
import { ContactCard } from '../../components/ContactCard/ContactCard'
import { ProductCard } from '../../components/ProductCard/ProductCard'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'
import * as styles from './ProductsPage.css'

/** Every category with its products, fetched at build time: switching tabs needs no API call. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { createDashboard } = await import('../../api/client')
  const dashboard = createDashboard()
  const categories = await dashboard.categories(locale)
  return {
    categories: await Promise.all(categories.map(async (category) => ({ ...category, products: await dashboard.products(category.name, locale) }))),
  }
}

const PANEL_ID = 'category-panel'

export function ProductsPage() {
  const { t } = useLingui()
  const { categories } = useLoaderData() as Awaited<ReturnType<typeof loader>>
  const [searchParams, setSearchParams] = useSearchParams()
  // The pre-rendered page shows the first category; a shared ?category= is applied once the
  // page is interactive, so hydration matches the HTML.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const requested = hydrated ? searchParams.get('category') : null
  const selected = categories.find((category) => category.name === requested) ?? categories[0]

  const select = (name: string) => setSearchParams({ category: name }, { replace: true, preventScrollReset: true })

  return (
    <Page title={t`Products`} intro={t`Browse our product categories and the products we supply in each of them.`}>
      {selected ? (
        <Section id="categories-heading" title={t`Product categories`}>
          <CategoryTabs
            tabs={categories.map((category) => ({ id: category.name, label: category.name }))}
            selected={selected.name}
            onSelect={select}
            label={t`Product categories`}
            panelId={PANEL_ID}
          />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={`tab-${PANEL_ID}-${categories.indexOf(selected)}`} className={styles.panel}>
            {/* The page's largest paint on phones and desktops alike. */}
            <BlurImage picture={selected.image} shape="banner" key={selected.id} priority />
            <ul className={styles.products}>
              {selected.products.map((product) => (
                <li key={`${selected.id}-${product.id}`}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </div>
        </Section>
      ) : (
        <p className={styles.empty}>{t`Our product catalogue is being updated. Please contact us for details.`}</p>
      )}
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { ProductsPage as Component }
