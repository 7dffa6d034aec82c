import { useLingui } from '@lingui/react'
import type { Organization, Thing } from 'schema-dts'
import { Head } from '#src/components/Head/Head'
import { config } from '#src/config'
import { brand, socialLinks } from '#src/content/brand'
import { offices } from '#src/content/offices'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localizePath } from '#src/i18n/locales'

/** An image as search engines and link previews are given it: an absolute URL and, when known, its size. */
export interface PublishedImage {
  url: string
  width?: number
  height?: number
}

/**
 * schema.org data for search engines, in the page head: a schema.org type of schema-dts (a
 * types-only package), so what a type does not define, or a value of the wrong kind, fails
 * `npm run typecheck`.
 */
export function JsonLd({ data }: { data: Exclude<Thing, string> }) {
  return (
    <Head>
      {/* "<" escaped so no text in the data can close the script element. */}
      <script type="application/ld+json">{JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')}</script>
    </Head>
  )
}

/** The company and its three offices, for search engines (home and contact pages), in the page's language. */
export function OrganizationJsonLd() {
  const { siteUrl } = config
  const { i18n } = useLingui()
  const locale = useLocale()
  const organization: Organization = {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: i18n._(brand.name),
    description: i18n._(brand.description),
    url: `${siteUrl}${localizePath('/', locale)}`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}${brand.previewImage.path}`,
    foundingDate: '2009',
    sameAs: socialLinks.map((link) => link.url),
    location: offices.map((office) => ({
      '@type': 'Place',
      name: i18n._(office.city),
      telephone: office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: i18n._(office.address),
        addressLocality: i18n._(office.city),
        addressCountry: 'SA',
      },
    })),
    contactPoint: offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      areaServed: 'SA',
      availableLanguage: ['en', 'ar'],
      telephone: office.phone,
      email: office.email,
    })),
  }
  return <JsonLd data={organization} />
}
