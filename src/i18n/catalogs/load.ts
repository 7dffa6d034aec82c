import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '#src/i18n/locales'

/**
 * A module's catalogue in each language: `import('./X?messages=ar')` gives the messages X and
 * its imports show (scripts/export/module-messages.ts), each language its own chunk.
 */
export type Catalogue = Record<Locale, () => Promise<{ messages: Messages }>>

/**
 * A Lingui instance of its own (never the global one: pages render concurrently at build time).
 * A message missing from the loaded catalogues stops the build; in the browser it is reported
 * (in development the module-messages plugin has named it already, with its namespace) and never
 * shown as a message id in production.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({
    locale,
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      const problem = `Message ${id} is not in the loaded ${locale} catalogues`
      if (import.meta.env.SSR) throw new Error(problem)
      console.error(problem)
      return import.meta.env.DEV ? id : ''
    },
  })
}
