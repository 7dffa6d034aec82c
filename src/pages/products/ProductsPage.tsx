import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router-dom'
import { BlurImage } from '#src/components/BlurImage/BlurImage'
import { Section } from '#src/components/Section/Section'
import { CategoryTabs, tabElementId } from '#src/components/CategoryTabs/CategoryTabs'
import { ContactCard } from '#src/components/ContactCard/ContactCard'
import { ProductCard } from '#src/components/ProductCard/ProductCard'
import { localeOfRequest } from '#src/i18n/locales'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'
import * as styles from './ProductsPage.css.ts'
import { usePageData } from '#src/layout/Page/Page'

/** Every category with its products, fetched at build time: switching tabs needs no API call. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { createDashboard } = await import('#src/api/client')
  const dashboard = createDashboard()
  const categories = await dashboard.categories(locale)
  return {
    categories: await Promise.all(categories.map(async (category) => ({ ...category, products: await dashboard.products(category.name, locale) }))),
  }
}

/** Each category's section: a fragment a visitor can share (`/products#category-2`). */
const panelIdOf = (index: number) => `category-${index + 1}`

export function ProductsPage() {
  const { t } = useLingui()
  const { categories } = usePageData<typeof loader>()
  const tabs = categories.map((category, index) => ({ id: category.name, label: category.name, panelId: panelIdOf(index) }))
  // The pre-rendered page holds every category, one section each, linked from the tab strip, so
  // every product is there without JavaScript. Once the app runs they become tabs, starting with
  // the one the address names (a shared link, or a tab tapped before the app was ready).
  const [enhanced, setEnhanced] = useState(false)
  const [selected, setSelected] = useState(tabs[0]?.id ?? '')
  useLayoutEffect(() => {
    const named = tabs.find((tab) => `#${tab.panelId}` === window.location.hash)
    if (named) setSelected(named.id)
    setEnhanced(true)
    // Brings the chosen tab under the header: the sections after it are gone, so the place a
    // tapped link scrolled to is no longer the category's.
    if (named) document.getElementById(tabElementId(named))?.scrollIntoView({ block: 'start' })
    // Once, when the page has hydrated: later choices come from the tabs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const select = (id: string) => {
    setSelected(id)
    const tab = tabs.find((candidate) => candidate.id === id)
    if (tab) window.history.replaceState(window.history.state, '', `#${tab.panelId}`)
  }

  return (
    <Page art="products" title={t`Products`} intro={t`Browse our product categories and the products we supply in each of them.`}>
      {categories.length > 0 ? (
        <Section id="categories-heading" title={t`Product categories`}>
          <CategoryTabs tabs={tabs} selected={selected} onSelect={select} label={t`Product categories`} enhanced={enhanced} />
          {categories.map((category, index) => {
            const tab = tabs[index]!
            const shown = !enhanced || tab.id === selected
            return (
              <section
                key={tab.panelId}
                id={tab.panelId}
                role={enhanced ? 'tabpanel' : undefined}
                aria-labelledby={enhanced ? tabElementId(tab) : `${tab.panelId}-heading`}
                hidden={!shown}
                className={styles.panel}
              >
                {/* Shown in both states: hiding it once the tabs take over would move the page at hydration. */}
                <h3 id={`${tab.panelId}-heading`} className={styles.categoryHeading}>
                  {category.name}
                </h3>
                {/* The first category's banner is the page's largest paint on phones and desktops alike. */}
                <BlurImage picture={category.image} shape="banner" priority={index === 0} />
                <ul className={styles.products}>
                  {category.products.map((product) => (
                    <li key={`${category.id}-${product.id}`}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
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
