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
  /** The component brings its own frame, language and router (a story with Storybook's decorators: stories/StoryByName.tsx). */
  bare?: boolean
}

beforeMount<HooksConfig>(async ({ App, hooksConfig }) => {
  // Every face loaded before the first render: with `font-display: optional` a face that is late
  // is never drawn on that page, and Playwright empties the cache before each test, so a test
  // would otherwise draw in the web fonts or their fallbacks by chance (a screenshot's differences).
  // (allSettled: a local() fallback face that this machine lacks rejects.)
  await Promise.allSettled([...document.fonts].map((face) => face.load()))
  if (hooksConfig?.bare) return <App />
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
