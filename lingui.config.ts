import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The twelve text namespaces of the specification (SPEC §3), one PO file each per language:
 * locales/<lang>/<namespace>.po. A namespace holds the messages of the source folders listed.
 */
export const namespaces = {
  layout: ['src/layout'],
  common: ['src/api', 'src/components', 'src/content', 'src/i18n', 'src/pages/articles', 'src/pages/errors', 'src/pages/products'],
  home: ['src/pages/home'],
  about: ['src/pages/about'],
  ourTeam: ['src/pages/team'],
  mediaCenter: ['src/pages/news'],
  education: ['src/pages/events'],
  divisions: ['src/pages/divisions'],
  dentalDivision: ['src/pages/dental', 'src/pages/orthodontic', 'src/pages/surgical'],
  medicalDivision: ['src/pages/medical'],
  contactUs: ['src/pages/contact', 'src/pages/book-a-meeting', 'src/pages/find-us'],
  ipo: ['src/pages/ipo'],
} as const

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(namespaces).map(([name, include]) => ({
    path: `<rootDir>/locales/{locale}/${name}`,
    include: [...include],
  })),
  // Source-text messages: translators read the English text as msgid; no line numbers, so
  // moving code does not churn the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
