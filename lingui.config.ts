import { defineConfig, type CatalogFormatter } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import PO from 'pofile'

/**
 * The twelve text namespaces of the specification (docs/product.md "Content"), one PO file each per language:
 * locales/<lang>/<namespace>.po. A namespace holds the messages of the source folders listed.
 */
export const namespaces: Record<string, string[]> = {
  layout: ['src/layout', 'src/navigation'],
  common: [
    'src/api',
    'src/components',
    'src/content',
    'src/i18n',
    'src/pages/_shared/articles',
    'src/pages/_shared/errors',
    'src/pages/products',
    'src/pages/search',
  ],
  home: ['src/pages/home', 'src/content/home.ts'],
  about: ['src/pages/about-us', 'src/content/about.ts'],
  ourTeam: ['src/pages/team', 'src/content/team.ts'],
  mediaCenter: ['src/pages/news', 'src/pages/media-center', 'src/content/boardReports.ts'],
  education: ['src/pages/education-events', 'src/content/education.ts'],
  divisions: ['src/pages/divisions', 'src/pages/_shared/division', 'src/content/divisions.ts'],
  dentalDivision: [
    'src/pages/dental-division',
    'src/pages/orthodontic-division',
    'src/pages/surgical-division',
    'src/content/dentalDivision.ts',
    'src/content/specialtyPages.ts',
    'src/content/specialtyPartners.ts',
  ],
  medicalDivision: ['src/pages/medical-division', 'src/content/medicalDivision.ts'],
  contactUs: ['src/pages/contact-us', 'src/pages/book-a-meeting', 'src/pages/find-us'],
  ipo: ['src/pages/initial-public-offering', 'src/content/investor.ts'],
}

// Stories and tests live beside the code they show and check; their text is not the site's.
const notShipped = ['**/*.stories.tsx', '**/*.spec.tsx', '**/*.test.ts', '**/*.test.tsx', '**/*.portable.ts']

// A content file named by a namespace belongs to it alone, not also to `common`'s src/content.
const claimedContent = Object.values(namespaces)
  .flat()
  .filter((path) => path.startsWith('src/content/'))

/**
 * Gettext's plural rule of each language, for the `Plural-Forms` header that Poedit, Weblate,
 * Crowdin and `msgfmt -c` read. The site's own plurals are ICU messages inside one msgstr, but a
 * translator tool sizes its plural editor (and msgfmt checks any `msgid_plural` entry) by this
 * header. Arabic's six forms are CLDR's zero, one, two, few, many, other, in that order.
 */
export const pluralForms: Record<string, string> = {
  en: 'nplurals=2; plural=(n != 1);',
  ar: 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
}

/** The headers every catalogue of `locale` must carry; `npm run i18n:check` compares them. */
export function catalogueHeaders(locale: string): Record<string, string> {
  const rule = pluralForms[locale]
  if (!rule) throw new Error(`lingui.config.ts: no Plural-Forms rule for the locale "${locale}"`)
  return { Language: locale, 'Plural-Forms': rule }
}

/**
 * @lingui/format-po keeps the header of an existing catalogue as it is and writes a new one with
 * `Language` but an empty `Plural-Forms` (one `customHeaderAttributes` set serves every locale).
 * Setting both headers on the existing text before it is handed over makes every extraction
 * write them right, whether the catalogue is new or a translator's tool changed them.
 */
function withCatalogueHeaders(po: CatalogFormatter): CatalogFormatter {
  return {
    ...po,
    async serialize(catalog, ctx) {
      if (ctx.locale === null) return po.serialize(catalog, ctx)
      const header = PO.parse(ctx.existing ?? (await po.serialize({}, ctx)))
      Object.assign(header.headers, catalogueHeaders(ctx.locale))
      return po.serialize(catalog, { ...ctx, existing: header.toString() })
    },
  }
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(namespaces).map(([name, include]) => ({
    path: `<rootDir>/locales/{locale}/${name}`,
    include,
    exclude: [...notShipped, ...(name === 'common' ? claimedContent : [])],
  })),
  // Source-text messages: translators read the English text as msgid; no line numbers, so
  // moving code does not churn the catalogues.
  format: withCatalogueHeaders(formatter({ lineNumbers: false })),
  orderBy: 'message',
})
