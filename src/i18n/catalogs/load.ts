import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '../locales'

/** The text namespaces of lingui.config.ts; each is one PO file per language (locales/<lang>/<namespace>.po). */
export type Namespace =
  | 'layout'
  | 'common'
  | 'home'
  | 'about'
  | 'ourTeam'
  | 'mediaCenter'
  | 'education'
  | 'divisions'
  | 'dentalDivision'
  | 'medicalDivision'
  | 'contactUs'
  | 'ipo'

/** What every page shows: the header, drawer and footer (`layout`), shared parts and the error pages (`common`). */
export const shellNamespaces: readonly Namespace[] = ['layout', 'common']

// Every namespace of every language is its own chunk: a page downloads its own language's
// shell namespaces and the namespaces of its route, nothing else.
const catalogues = import.meta.glob<Messages>('../../../locales/*/*.po', { import: 'messages' })

export async function loadMessages(locale: Locale, namespaces: readonly Namespace[]): Promise<Messages> {
  const loaded = await Promise.all(
    namespaces.map((namespace) => {
      const load = catalogues[`../../../locales/${locale}/${namespace}.po`]
      if (!load) throw new Error(`No catalogue locales/${locale}/${namespace}.po`)
      return load()
    }),
  )
  return Object.assign({}, ...loaded)
}

/**
 * A Lingui instance of its own (never the global one: pages render concurrently at build time).
 * A message missing from the loaded namespaces is a route that does not load a namespace it
 * shows: it stops the build, and in the browser it is reported instead of showing a message id.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({
    locale,
    messages: { [locale]: messages },
    missing: (_locale, id) => {
      const problem = `Message ${id} is not in the loaded ${locale} catalogues: add its namespace to the route (src/routes.tsx)`
      if (import.meta.env.SSR) throw new Error(problem)
      console.error(problem)
      return id
    },
  })
}
