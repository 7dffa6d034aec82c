import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { EventSummary } from '#src/api/client'
import { atomFeed, calendar, upcoming } from './feeds'

// The feed and calendar writers on their own, against what a hostile or sloppy dashboard sends;
// the files of a real export are tests/site/feeds.spec.ts.

const site = 'https://www.example.org'
const now = new Date('2026-11-25T10:00:00Z')
const event = (id: number, created_at: string | null, header = `Event ${id}`): EventSummary => ({
  id,
  header,
  description: 'A day of talks',
  location: 'Riyadh',
  created_at,
  image: { src: '/placeholder.jpg', alt: '', placeholder: '' },
})
const hostile = 'Evil ]]><x:inject/> <b>bold</b> & \u0001\u0008 controls \uD800 lone, line\nbreak; comma, semicolon'

describe('the Atom feed', () => {
  it('stays well-formed XML and shows hostile text as written, never as markup', () => {
    const xml = atomFeed('event', 'en', [event(1, '2026-12-01T09:00:00Z', hostile), event(2, null)], site, now)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { feed } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml) as {
      feed: { entry: Array<{ title: { '#text': string }; updated: string }>; 'x:inject'?: unknown }
    }
    expect(feed['x:inject']).toBeUndefined()
    // type="html": the markup is escaped, so a reader shows "<b>bold</b>" as text.
    expect(feed.entry[0]?.title['#text']).toContain('&lt;b&gt;bold&lt;/b&gt; &amp;')
    expect(['\u0001', '\u0008'].filter((control) => feed.entry[0]?.title['#text'].includes(control))).toEqual([])
    // An article without a date is dated by the build (Atom requires <updated>).
    expect(feed.entry[1]?.updated).toBe(now.toISOString())
  })
})

describe('the calendar', () => {
  it('keeps hostile text inside its properties, escaped and without control characters', () => {
    const text = calendar([event(1, '2026-12-01T09:00:00Z', hostile)], 'en', site, now)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe('Evil ]]><x:inject/> <b>bold</b> &  controls  lone, line\nbreak; comma, semicolon')
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })

  it('gives a timed event its time in Riyadh, a midnight-UTC one a whole day, and a dateless one no entry', () => {
    const parsed = new ICAL.Component(
      ICAL.parse(calendar([event(1, '2026-12-01T09:30:00Z'), event(2, '2026-12-02T00:00:00Z'), event(3, null)], 'ar', site, now)),
    )
    const [timed, day, ...rest] = parsed.getAllSubcomponents('vevent')
    expect(rest).toEqual([])
    const start = timed!.getFirstProperty('dtstart')!
    expect(start.getParameter('tzid')).toBe('Asia/Riyadh')
    expect((start.getFirstValue() as ICAL.Time).toString()).toBe('2026-12-01T12:30:00')
    expect((day!.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true)
    expect(timed!.getFirstPropertyValue('url')).toBe(`${site}/ar/education-events/1`)
  })

  it('counts as upcoming what starts on or after the build day in Riyadh', () => {
    const events = [event(1, '2026-11-24T20:00:00Z'), event(2, '2026-11-24T21:30:00Z'), event(3, '2027-01-01T09:00:00Z'), event(4, null)]
    // 20:00Z on the 24th is 23:00 in Riyadh, the day before; 21:30Z is 00:30 on the 25th.
    expect(upcoming(events, now).map(({ id }) => id)).toEqual([2, 3])
  })
})
