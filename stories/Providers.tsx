import type { Messages } from '@lingui/core'
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { LocaleProvider } from '#src/i18n/LocaleProvider'
import { localeInfo, localizePath, type Locale } from '#src/i18n/locales'
import '#src/theme/global.css.ts'

// Every namespace of each language at once: a story or component test may show any text.
const merge = (modules: Record<string, Messages>): Messages => Object.assign({}, ...Object.values(modules))
const catalogues: Record<Locale, Messages> = {
  en: merge(import.meta.glob<Messages>('../locales/en/*.po', { eager: true, import: 'messages' })),
  ar: merge(import.meta.glob<Messages>('../locales/ar/*.po', { eager: true, import: 'messages' })),
}

/** The chosen language's catalogue, `<html lang dir>`, and the head manager pages write to. */
export function LocaleFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = localeInfo[locale].dir
  }, [locale])
  return (
    <HelmetProvider>
      <LocaleProvider locale={locale} messages={catalogues[locale]}>
        {children}
      </LocaleProvider>
    </HelmetProvider>
  )
}

/**
 * What the site's routes give a component: a router at a page of the chosen language, plus
 * the LocaleFrame. Used by Storybook and the component tests.
 */
export function Providers({ locale, path = '/', children }: { locale: Locale; path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[localizePath(path, locale)]}>
      <LocaleFrame locale={locale}>{children}</LocaleFrame>
    </MemoryRouter>
  )
}

/**
 * A data router of the story's own routes, made once, starting at `path`: loaders, error elements
 * and ScrollRestoration need one, as the site's routes have. For a story or component test with
 * `router: false`, which then gets the LocaleFrame alone.
 */
export function DataRouter({ routes, path }: { routes: RouteObject[]; path?: string }) {
  const [router] = useState(() => createMemoryRouter(routes, path ? { initialEntries: [path] } : {}))
  return <RouterProvider router={router} />
}
