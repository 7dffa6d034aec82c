/**
 * sitemap.xml and robots.txt, read off the pages themselves: every indexable page's canonical
 * URL with the hreflang alternates its head declares, so the sitemap cannot disagree with the
 * pages. Pages marked noindex (404 pages, article shells) are left out.
 */
import type { PageDocument } from './page-document'

export interface SitemapEntry {
  url: string
  alternates: Array<{ hreflang: string; href: string }>
}

/** The entry of one page, or null when the page asks not to be indexed. */
export function sitemapEntry({ headLinks, headMetas }: PageDocument): SitemapEntry | null {
  const robots = headMetas.find(({ attributes }) => attributes.name?.toLowerCase() === 'robots')
  if (robots?.attributes.content?.toLowerCase().includes('noindex')) return null
  const url = headLinks.find(({ attributes }) => attributes.rel === 'canonical')?.attributes.href
  if (!url) return null
  const alternates = headLinks
    .filter(({ attributes }) => attributes.rel === 'alternate' && attributes.hreflang && attributes.href)
    .map(({ attributes }) => ({ hreflang: attributes.hreflang!, href: attributes.href! }))
  return { url, alternates }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map(({ url, alternates }) =>
      [
        '  <url>',
        `    <loc>${escapeXml(url)}</loc>`,
        ...alternates.map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`),
        '  </url>',
      ].join('\n'),
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
