import type { Event } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import type { SanitizedHtml } from '#src/types/html'
import type { ArticleData } from './articleData'
import { eventPlace } from '#src/api/normalise'
import { articleStructuredData } from './structuredData'

const html = '' as SanitizedHtml
const event = (fields: Partial<Extract<ArticleData, { kind: 'event' }>['article']>): ArticleData => ({
  kind: 'event',
  related: [],
  article: {
    id: 1,
    header: 'Riyadh Implantology Symposium',
    description: 'Two days of lectures',
    location: 'Riyadh, Saudi Arabia',
    place: eventPlace('Riyadh, Saudi Arabia'),
    created_at: '2026-07-09T05:30:00.000Z',
    end_date: '2026-07-10T14:00:00.000Z',
    image: { src: '/placeholder.jpg', alt: '', placeholder: '' },
    image_title: '',
    introduction: html,
    html_content: html,
    ...fields,
  },
})

describe('an event for search engines', () => {
  it('has a name, no headline, its start and end, and its place with a postal address', () => {
    const data: unknown = articleStructuredData(event({}), 'https://x.example/education-events/1', 'en', 'Wahat Medical')
    expect(data).not.toHaveProperty('headline')
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Riyadh Implantology Symposium',
      startDate: '2026-07-09T05:30:00.000Z',
      endDate: '2026-07-10T14:00:00.000Z',
      location: {
        '@type': 'Place',
        name: 'Riyadh, Saudi Arabia',
        address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'Saudi Arabia' },
      },
    })
  })

  it('writes a date alone as a date, leaves out an unknown end, and an unknown place rather than "Not Specified"', () => {
    const data = articleStructuredData(
      event({ created_at: '2026-07-09', end_date: null, location: 'Not Specified', place: null }),
      'https://x.example/education-events/1',
      'en',
      'W',
    )
    const json = JSON.stringify(data)
    expect(JSON.parse(json)).toMatchObject({ startDate: '2026-07-09' })
    expect(json).not.toMatch(/endDate|location|Not Specified|null|undefined/)
  })

  it('writes a place without a country as its locality alone', () => {
    const data = articleStructuredData(event({ location: 'Riyadh', place: eventPlace('Riyadh') }), 'https://x.example/education-events/1', 'en', 'W')
    expect(data).toMatchObject({ location: { '@type': 'Place', name: 'Riyadh', address: { '@type': 'PostalAddress', addressLocality: 'Riyadh' } } })
    expect(JSON.stringify(data)).not.toMatch(/addressCountry/)
  })
})

describe('a news article for search engines', () => {
  it('keeps its headline and publication date', () => {
    const { location: _location, place: _place, end_date: _end, ...article } = (event({}) as Extract<ArticleData, { kind: 'event' }>).article
    const data: ArticleData = { kind: 'news', related: [], article: { ...article, tag: 'News' } }
    expect(articleStructuredData(data, 'https://x.example/news/1', 'en', 'W')).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Riyadh Implantology Symposium',
    })
  })
})

// Checked by the types, not at run time: `npm run typecheck` fails if schema-dts ever accepts a
// headline on an Event (schema.org defines it for creative works), the directive then unused.
// @ts-expect-error -- an Event has no headline.
export const eventWithHeadline: Event = { '@type': 'Event', name: 'A', headline: 'A' }
