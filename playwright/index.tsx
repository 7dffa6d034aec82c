import '@fontsource/inter/latin-400.css'
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css'
import { beforeMount } from '@playwright/experimental-ct-react/hooks'
import { Providers } from '../stories/Providers'
import type { Locale } from '../src/i18n/locales'

export interface HooksConfig {
  locale?: Locale
  /** Language-neutral path the router starts at. */
  path?: string
}

beforeMount<HooksConfig>(async ({ App, hooksConfig }) => (
  <Providers locale={hooksConfig?.locale ?? 'en'} path={hooksConfig?.path ?? '/'}>
    <App />
  </Providers>
))
