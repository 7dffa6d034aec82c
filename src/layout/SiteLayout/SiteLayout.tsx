import { Trans } from '@lingui/react/macro'
import { useEffect, useEffectEvent } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom'
import { useLocale } from '#src/i18n/LocaleProvider'
import { counterpartPath, splitLocalePath } from '#src/i18n/locales'
import { readStoredLocale } from '#src/i18n/storage'
import { Footer } from '#src/layout/Footer/Footer'
import { Header } from '#src/layout/Header/Header'
import { sectionOf } from '#src/navigation/navigation'
import type { LoadSearchEngine } from '#src/types/search'
import * as styles from './SiteLayout.css.ts'

/**
 * The address is the language: a remembered choice (only the language switch stores one) applies
 * only at the bare domain, the one address that names no language, so a visitor who chose Arabic
 * and opens `/` is taken to `/ar`. Any other English address, a link a colleague sent, stays
 * English; landing on an Arabic page stores nothing. Crawlers store nothing, so they see both
 * (docs/decisions/0002-the-url-is-the-language.md).
 */
function useLanguagePreference() {
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const apply = useEffectEvent(() => {
    if (pathname === '/' && readStoredLocale() === 'ar') navigate(counterpartPath(pathname, search, hash), { replace: true })
  })
  // Once per language tree, where the visit starts: a link inside the site to the English home
  // is followed as it says.
  useEffect(() => apply(), [locale])
}

/** `loadSearchEngine`: the site search's engine, for the header's search control. */
export function SiteLayout({ loadSearchEngine }: { loadSearchEngine?: LoadSearchEngine }) {
  useLanguagePreference()
  const section = sectionOf(splitLocalePath(useLocation().pathname).path)
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Header loadSearchEngine={loadSearchEngine} />
      {/* What the search index reads of a page (scripts/export/search-index.ts): its main content, filed under its section. */}
      <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body="" data-pagefind-filter={section && `section:${section.id}`}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  )
}
