import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { Head } from '#src/components/Head/Head'
import { PageHero, type HeadingSize } from '#src/components/PageHero/PageHero'
import { config } from '#src/config'
import { brand } from '#src/content/brand'
import type { HeroArt } from '#src/content/heroes'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localeInfo, localizePath, locales, otherLocale, splitLocalePath } from '#src/i18n/locales'
import { fitTitle } from './documentTitle'
import { useAnnounceReady } from './ready'
import type { PublishedImage } from './StructuredData'

// Every page renders its Page: the typed loader-data hook comes with it (and with it in the entry
// chunk every page loads, instead of a chunk the pages would share for it).
export { usePageData } from './pageData'

interface PageProps {
  /** Page name for the document title; the home page leaves it out and shows the site name alone. */
  title?: string
  /**
   * The shortest the document title may become (an article's own name) when the page name and the
   * site name do not fit its 70 characters (./documentTitle.ts).
   */
  shortestTitle?: string
  /** The h1 of the hero; defaults to the title. */
  heading?: string
  /** `display`: a short heading (the 404's code) drawn as the hero's visual anchor. */
  headingSize?: HeadingSize
  /** Hero text under the h1; also the meta description unless one is given. */
  intro?: string
  description?: string
  /** Extra content of the hero, such as call-to-action links. */
  heroActions?: ReactNode
  /** The hero's illustration: its section's own (src/content/heroes.ts). */
  art: HeroArt
  /** Pages that must not be indexed (404): no canonical, no alternates. */
  noIndex?: boolean
  /** The page's own image for link previews (an article's, publishedImage); the site's preview image otherwise. */
  image?: PublishedImage & { alt: string }
  children?: ReactNode
}

/**
 * The page shell of docs/product.md "Page shell": document language and direction, title, description,
 * canonical, hreflang alternates and social-preview tags, then the page's hero (its one h1).
 */
export function Page({
  title,
  shortestTitle,
  heading,
  headingSize,
  intro,
  description,
  heroActions,
  art,
  noIndex = false,
  image: ownImage,
  children,
}: PageProps) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const { pathname } = useLocation()
  const { path } = splitLocalePath(pathname)
  const site = i18n._(brand.name)
  const documentTitle = title
    ? fitTitle([
        t({ message: `${title} | ${site}`, comment: 'Browser tab title: page name, then the site name' }),
        title,
        ...(shortestTitle ? [shortestTitle] : []),
      ])
    : site
  const metaDescription = description ?? intro ?? i18n._(brand.description)
  const url = (forLocale = locale) => `${config.siteUrl}${localizePath(path, forLocale)}`
  const image = ownImage ?? {
    url: `${config.siteUrl}${brand.previewImage.path}`,
    width: brand.previewImage.width,
    height: brand.previewImage.height,
    alt: site,
  }
  const { dir, ogLocale } = localeInfo[locale]
  // Page is the outermost part every screen renders: its effect runs once the whole page has hydrated.
  useAnnounceReady()

  return (
    <>
      <Head htmlAttributes={{ lang: locale, dir }}>
        <title>{documentTitle}</title>
        <meta name="description" content={metaDescription} />
        {noIndex ? <meta name="robots" content="noindex" /> : null}
        {noIndex ? null : <link rel="canonical" href={url()} />}
        {noIndex ? null : locales.map((alternate) => <link key={alternate} rel="alternate" hrefLang={alternate} href={url(alternate)} />)}
        {noIndex ? null : <link rel="alternate" hrefLang="x-default" href={url('en')} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site} />
        <meta property="og:title" content={documentTitle} />
        <meta property="og:description" content={metaDescription} />
        <meta property="og:url" content={url()} />
        <meta property="og:locale" content={ogLocale} />
        <meta property="og:locale:alternate" content={localeInfo[otherLocale(locale)].ogLocale} />
        <meta property="og:image" content={image.url} />
        {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
        {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
        <meta property="og:image:alt" content={image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={documentTitle} />
        <meta name="twitter:description" content={metaDescription} />
        <meta name="twitter:image" content={image.url} />
        <meta name="twitter:image:alt" content={image.alt} />
      </Head>
      <PageHero heading={heading ?? title ?? site} headingSize={headingSize} intro={intro} art={art}>
        {heroActions}
      </PageHero>
      {children}
    </>
  )
}
