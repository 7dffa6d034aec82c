import { LANGUAGE_STORAGE_KEY, parseStoredLocale, type Locale } from './locales'

// localStorage throws in some privacy modes and is absent during the server render: a failure
// to read or write the choice must never break the page, so both fall back quietly.

export function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return value === null ? null : parseStoredLocale(value)
  } catch {
    return null
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    /* the choice is still carried by the URL */
  }
}
