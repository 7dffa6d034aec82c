import { Link, useLocation } from 'react-router-dom'
import { Icon } from '#src/components/Icon/Icon'
import { useLocale } from '#src/i18n/LocaleProvider'
import { counterpartPath, LANGUAGE_STORAGE_KEY, localeInfo, otherLocale } from '#src/i18n/locales'
import { storeLocale } from '#src/i18n/storage'
import * as styles from './LanguageSwitch.css.ts'

/**
 * Names the other language in that language, goes to the same page in it and remembers the
 * choice (docs/product.md "Language"). A link, not a button: it changes the URL, and works before
 * hydration. Its use is the only thing that stores a language; a tap before hydration is stored
 * by the page's loader from the data attributes (scripts/export/page-loader.js).
 */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const locale = useLocale()
  const other = otherLocale(locale)
  const { pathname, search, hash } = useLocation()
  return (
    <Link
      to={counterpartPath(pathname, search, hash)}
      lang={other}
      hrefLang={other}
      className={styles.languageSwitch[tone]}
      data-store-key={LANGUAGE_STORAGE_KEY}
      data-store-value={other}
      onClick={() => storeLocale(other)}
    >
      <Icon name="globe" size={20} />
      <span>{localeInfo[other].name}</span>
    </Link>
  )
}
