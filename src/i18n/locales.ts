/**
 * Languages and URLs. The URL is the language: `/x` is English, `/ar/x` is Arabic.
 * Everything that maps between a path and a language lives here.
 */
export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]

const defaultLocale: Locale = 'en'

/** localStorage key of the visitor's chosen language (docs/product.md "Language"). */
export const LANGUAGE_STORAGE_KEY = 'app_language'

export const localeInfo: Record<
  Locale,
  {
    dir: 'ltr' | 'rtl'
    prefix: string
    ogLocale: string
    /** Month names and date order (docs/product.md "Numbers": Arabic (Egypt) on Arabic pages). */
    dateLocale: string
    /**
     * The one digit system of the language's pages (a Unicode numbering system). Arabic pages
     * use Western digits too: dashboard articles, product codes, phone numbers and units are
     * written with them, so Arabic-Indic digits in dates and figures would mix two systems on
     * one card (docs/decisions/0010-western-digits-on-arabic-pages.md).
     */
    numberingSystem: 'latn' | 'arab'
    name: string
  }
> = {
  en: { dir: 'ltr', prefix: '', ogLocale: 'en_US', dateLocale: 'en-US', numberingSystem: 'latn', name: 'English' },
  ar: { dir: 'rtl', prefix: '/ar', ogLocale: 'ar_SA', dateLocale: 'ar-EG', numberingSystem: 'latn', name: 'العربية' },
}

/** The BCP 47 tag for `Intl` formatters: the language's date locale with its digit system. */
export function intlLocale(locale: Locale): string {
  const { dateLocale, numberingSystem } = localeInfo[locale]
  return `${dateLocale}-u-nu-${numberingSystem}`
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Unknown or missing stored values mean English, the default and fallback (docs/product.md "Language"). */
export function parseStoredLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale
}

/** Splits a URL pathname into its language and the language-neutral path (always starting with /). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ar(\/.*)?$/.exec(pathname)
  if (match) return { locale: 'ar', path: match[1] ?? '/' }
  return { locale: 'en', path: pathname || '/' }
}

/** The pathname of a language-neutral path (`/about-us`) in the given language. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  const { prefix } = localeInfo[locale]
  if (!prefix) return clean
  return clean === '/' ? prefix : `${prefix}${clean}`
}

/** The same page in the other language, keeping query and hash. */
export function counterpartPath(pathname: string, search = '', hash = ''): string {
  const { locale, path } = splitLocalePath(pathname)
  return `${localizePath(path, otherLocale(locale))}${search}${hash}`
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar'
}

/** The language of a route loader's request (its URL's path). */
export function localeOfRequest(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale
}
