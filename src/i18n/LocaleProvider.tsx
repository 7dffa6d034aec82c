import type { Messages } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import { useMemo, type ReactNode } from 'react'
import { createI18n } from './catalogs/load'
import { isLocale, type Locale } from './locales'

/**
 * One Lingui instance per render tree. vite-react-ssg renders many pages at once, so the global
 * `i18n` singleton would leak one page's language into another
 * (docs/decisions/0003-lingui-catalogues-and-an-instance-per-render.md).
 */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages])
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/**
 * The messages a page shows on top of the shell's (loaded with the language route).
 * The page's route loads them with its module, so they are there before the page first renders,
 * on first load and on navigation alike. A provider of its own, rather than loading them into
 * the shell's instance, because Lingui announces loaded messages with an event that re-renders
 * its provider, which must not happen while React is rendering.
 */
export function PageMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { i18n: shell } = useLingui()
  const locale = useLocale()
  const i18n = useMemo(() => createI18n(locale, { ...shell.messages, ...messages }), [locale, shell, messages])
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** The language of the page being rendered. */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  if (!isLocale(i18n.locale)) throw new Error(`Unsupported locale "${i18n.locale}"`)
  return i18n.locale
}
