// The site's own faces (one place: src/theme/fonts.css), not fontsource's stylesheets.
import '../src/theme/fonts.css'
import { beforeMount } from '@playwright/experimental-ct-react/hooks'
import { LocaleFrame, Providers } from '../stories/Providers'
import type { Locale } from '#src/i18n/locales'

export interface HooksConfig {
  locale?: Locale
  /** Language-neutral path the router starts at. */
  path?: string
  /** false: the component brings its own router (a data router, say). */
  router?: boolean
}

beforeMount<HooksConfig>(async ({ App, hooksConfig }) => {
  const locale = hooksConfig?.locale ?? 'en'
  if (hooksConfig?.router === false) {
    return (
      <LocaleFrame locale={locale}>
        <App />
      </LocaleFrame>
    )
  }
  return (
    <Providers locale={locale} path={hooksConfig?.path ?? '/'}>
      <App />
    </Providers>
  )
})
