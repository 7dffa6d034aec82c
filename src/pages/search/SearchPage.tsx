import { Trans, useLingui } from '@lingui/react/macro'
import { Section } from '#src/components/Section/Section'
import { SiteSearch } from '#src/components/SiteSearch/SiteSearch'
import { footerNav } from '#src/navigation/navigation'
import { NavSection } from '#src/layout/NavSection/NavSection'
import { Page } from '#src/layout/Page/Page'
import { loadSearchEngine } from '#src/pages/_shared/search/loadSearchEngine'
import { container } from '#src/theme/global.css.ts'
import * as styles from './SearchPage.css.ts'

/**
 * The site search (docs/decisions/0040) as a page: where the header's and the drawer's search
 * control leads before the app runs or without it. Its field is not focused on arrival (focus
 * moved by a page alone would skip the page's start for keyboard and screen-reader users).
 * Without JavaScript, which Pagefind needs, the page says so (until the app runs), and the footer's
 * site map (every screen, by section) is the way on, as an index of section cards. Nothing typed goes into the address (decision 0028). Not
 * indexed: it has no content of its own.
 */
export function SearchPage() {
  const { t } = useLingui()
  return (
    <Page art="search" title={t`Search`} intro={t`Find products, partners, articles and events across the site, in your language.`} noIndex>
      <div className={`${container} ${styles.search}`}>
        <SiteSearch loadEngine={loadSearchEngine} />
        {/* Not in <noscript>: also shown to browsers whose scripts failed; hidden once the app runs (its style). */}
        <p className={styles.noScript}>
          <Trans>Search runs in your browser and needs JavaScript. Without it, every page of the site is reached from its section below.</Trans>
        </p>
      </div>
      <Section id="search-sections" title={t`Browse by section`}>
        <div className={styles.siteMap}>
          {footerNav.map((group) => (
            <NavSection
              key={group.id}
              group={group}
              level={3}
              className={styles.group}
              headingClassName={styles.heading}
              listClassName={styles.links}
              linkClassName={styles.link}
            />
          ))}
        </div>
      </Section>
    </Page>
  )
}

export { SearchPage as Component }
