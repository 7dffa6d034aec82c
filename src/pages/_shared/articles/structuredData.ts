import type { Event, NewsArticle, Organization, Place } from 'schema-dts'
import type { EventPlace } from '#src/api/normalise'
import { config } from '#src/config'
import type { ArticleData } from './articleData'
import { publishedImage } from './publishedImage'

/** Where an event is, as search engines read a place: schema.org's `Place` with a `PostalAddress`. */
const schemaPlace = (place: EventPlace): Place => ({
  '@type': 'Place',
  name: place.name,
  address: { '@type': 'PostalAddress', addressLocality: place.locality, ...(place.country ? { addressCountry: place.country } : {}) },
})

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
  // A date alone is schema.org's `Date`, a time its `DateTime`: calendarDate keeps each as such.
  const { created_at, end_date, place } = data.article
  return {
    ...common,
    '@type': 'Event',
    startDate: created_at ?? undefined,
    endDate: end_date ?? undefined,
    location: place ? schemaPlace(place) : undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    organizer: company,
  }
}
