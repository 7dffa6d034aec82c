import { setupI18n, type Messages } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { useMemo, type ReactNode } from 'react'
import { isLocale, type Locale } from './locales'

/**
 * One Lingui instance per render tree. vite-react-ssg renders many pages at once, so the global
 * `i18n` singleton would leak one page's language into another (DESIGN.md §3).
 */
export function LocaleProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages
  children: ReactNode
}) {
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: messages } }), [locale, messages])
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  if (!isLocale(i18n.locale)) throw new Error(`Unsupported locale "${i18n.locale}"`)
  return i18n.locale
}
