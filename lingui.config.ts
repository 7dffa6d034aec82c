import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

/**
 * The twelve text namespaces of the specification (SPEC §3), one PO file each per language:
 * locales/<lang>/<namespace>.po. A namespace holds the messages of the source folders listed.
 */
export const namespaces: Record<string, string[]> = {
  layout: ['src/layout'],
  common: ['src/api', 'src/components', 'src/content', 'src/i18n', 'src/pages/articles', 'src/pages/errors', 'src/pages/products'],
  home: ['src/pages/home', 'src/content/home.ts'],
  about: ['src/pages/about', 'src/content/about.ts'],
  ourTeam: ['src/pages/team', 'src/content/team.ts'],
  mediaCenter: ['src/pages/news', 'src/content/boardReports.ts'],
  education: ['src/pages/events', 'src/content/education.ts'],
  divisions: ['src/pages/divisions', 'src/content/divisions.ts'],
  dentalDivision: ['src/pages/dental', 'src/pages/orthodontic', 'src/pages/surgical', 'src/content/dentalDivision.ts', 'src/content/specialtyPages.ts', 'src/content/specialtyPartners.ts'],
  medicalDivision: ['src/pages/medical', 'src/content/medicalDivision.ts'],
  contactUs: ['src/pages/contact', 'src/pages/book-a-meeting', 'src/pages/find-us'],
  ipo: ['src/pages/ipo', 'src/content/investor.ts'],
}

// A content file named by a namespace belongs to it alone, not also to `common`'s src/content.
const claimedContent = Object.values(namespaces)
  .flat()
  .filter((path) => path.startsWith('src/content/'))

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(namespaces).map(([name, include]) => ({
    path: `<rootDir>/locales/{locale}/${name}`,
    include,
    exclude: name === 'common' ? claimedContent : [],
  })),
  // Source-text messages: translators read the English text as msgid; no line numbers, so
  // moving code does not churn the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
})
