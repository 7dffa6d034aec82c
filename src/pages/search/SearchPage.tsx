import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router-dom'
import { ButtonLink } from '#src/components/Button/Button'
import { Section } from '#src/components/Section/Section'
import { sectionLabels } from '#src/components/SiteSearch/sectionLabels'
import { FOCUS_SEARCH } from '#src/components/SiteSearch/SearchLink'
import { searchSections } from '#src/components/SiteSearch/sections'
import { SiteSearch } from '#src/components/SiteSearch/SiteSearch'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'
import * as styles from './SearchPage.css.ts'

/**
 * The site search (docs/decisions/0040): the search field, focused when the header's or the
 * drawer's search link brought the visitor (not on a page load: focus moved by a page alone would
 * skip the page's start for keyboard and screen-reader users), and the site's
 * sections as links. The header's search link comes here; without JavaScript, which Pagefind
 * needs, the page says so and the sections are the way on. Nothing typed goes into the address
 * (decision 0028). Not indexed: it has no content of its own.
 */
export function SearchPage() {
  const { t, i18n } = useLingui()
  const { state } = useLocation()
  return (
    <Page title={t`Search`} intro={t`Find products, partners, articles and events across the site, in your language.`} noIndex>
      <div className={`${container} ${styles.search}`}>
        <SiteSearch focusOnMount={state === FOCUS_SEARCH} />
        {/* Not in <noscript>: also true while the app is still loading, and shown to browsers whose scripts failed. */}
        <p className={styles.noScript}>
          <Trans>Search runs in your browser and needs JavaScript. Without it, every page of the site is reached from its section below.</Trans>
        </p>
      </div>
      <Section id="search-sections" title={t`Browse by section`}>
        <ul className={styles.sections}>
          {searchSections.map((section) => (
            <li key={section.id}>
              <ButtonLink to={section.to} tone="outline">
                {i18n._(sectionLabels[section.id])}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  )
}

export { SearchPage as Component }
