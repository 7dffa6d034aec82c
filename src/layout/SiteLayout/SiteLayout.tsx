import { Trans } from '@lingui/react/macro'
import { useEffect, useEffectEvent } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom'
import { useLocale } from '#src/i18n/LocaleProvider'
import { counterpartPath, type Locale } from '#src/i18n/locales'
import { readStoredLocale, storeLocale } from '#src/i18n/storage'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import * as styles from './SiteLayout.css.ts'

/**
 * An /ar page remembers Arabic; a visitor who chose Arabic and opens an English URL is taken to
 * its Arabic counterpart. Crawlers store nothing, so they see both
 * (docs/decisions/0002-the-url-is-the-language.md).
 */
function useLanguagePreference() {
  const locale = useLocale()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const apply = useEffectEvent((locale: Locale) => {
    const stored = readStoredLocale()
    if (locale === 'ar' && stored !== 'ar') storeLocale('ar')
    else if (locale === 'en' && stored === 'ar') navigate(counterpartPath(pathname, search, hash), { replace: true })
  })
  // Once per language tree: later navigation inside the site keeps the language of its links.
  useEffect(() => apply(locale), [locale])
}

export function SiteLayout() {
  useLanguagePreference()
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  )
}
