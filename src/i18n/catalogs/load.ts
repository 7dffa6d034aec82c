import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '../locales'

// Each language's catalogue is its own chunk, so a page loads only the language it shows.
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./en'),
  ar: () => import('./ar'),
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).messages
}

/** A Lingui instance of its own for code outside React (route loaders): never the global one. */
export async function createI18n(locale: Locale): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } })
}
