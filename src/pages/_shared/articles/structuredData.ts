import type { Event, NewsArticle, Organization, Place } from 'schema-dts'
import type { EventSummary } from '#src/api/client'
import { isDateAlone } from '#src/api/normalise'
import { config } from '#src/config'
import type { ArticleData } from './articleData'
import { publishedImage } from './publishedImage'

/** A date alone is schema.org's `Date`, else its `DateTime`. */
const schemaDate = (iso: string) => (isDateAlone(iso) ? iso.slice(0, 10) : iso)

/** "Riyadh, Saudi Arabia" (or "الرياض، المملكة العربية السعودية"): the last comma parts place and country. */
const LAST_COMMA = /^(.+)[,،]\s*([^,،]+)$/

/**
 * Where an event is, as search engines read a place (schema.org `Place` with a `PostalAddress`):
 * the dashboard's text is its name, and a city and country when the text has the form "city,
 * country". Nothing for an event whose dashboard gave no location: the "Not Specified" the page
 * shows is not a place.
 */
export function eventPlace({ location, location_known }: Pick<EventSummary, 'location' | 'location_known'>): Place | undefined {
  if (!location_known) return undefined
  const [, locality, country] = LAST_COMMA.exec(location) ?? []
  return {
    '@type': 'Place',
    name: location,
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality?.trim() || location,
      ...(country ? { addressCountry: country.trim() } : {}),
    },
  }
}

/**
 * schema.org data for an article page: a `NewsArticle`, or an `Event` (a name, never a
 * `headline`, which schema.org gives creative works only; its end when the dashboard gives one).
 * Typed with schema-dts, so a property a type does not have fails `npm run typecheck`.
 */
export function articleStructuredData(data: ArticleData, url: string, locale: string, organization: string): NewsArticle | Event {
  const { article } = data
  const company: Organization = { '@type': 'Organization', name: organization, url: config.siteUrl }
  const common = {
    name: article.header,
    description: article.description || undefined,
    image: publishedImage(article.image).url,
    url,
    inLanguage: locale,
  }
  if (data.kind === 'news') {
    return {
      ...common,
      '@type': 'NewsArticle',
      headline: article.header,
      datePublished: data.article.created_at ?? undefined,
      articleSection: data.article.tag,
      author: company,
      publisher: company,
    }
  }
  const { created_at, end_date } = data.article
  return {
    ...common,
    '@type': 'Event',
    startDate: created_at ? schemaDate(created_at) : undefined,
    endDate: end_date ? schemaDate(end_date) : undefined,
    location: eventPlace(data.article),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    organizer: company,
  }
}
