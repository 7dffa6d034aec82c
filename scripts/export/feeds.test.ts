import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import type { BlogSummary, EventSummary } from '#src/api/client'
import { calendarComponents, strictCalendarProblems } from '#tooling/calendar-lines'
import { atomFeed, calendar, upcoming } from './feeds'

// The feed and calendar writers on their own, against what a hostile or sloppy dashboard sends;
// the files of a real export are tests/site/feeds.spec.ts.

const site = 'https://www.example.org'
const now = new Date('2026-11-25T10:00:00Z')
const event = (id: number, created_at: string | null, header = `Event ${id}`, end_date: string | null = null): EventSummary => ({
  id,
  header,
  description: 'A day of talks',
  location: 'Riyadh',
  place: { name: 'Riyadh', locality: 'Riyadh' },
  created_at,
  end_date,
  image: { src: '/placeholder.jpg', alt: '', placeholder: '' },
})
const hostile = 'Evil ]]><x:inject/> <b>bold</b> & \u0001\u0008 controls \uD800 lone, line\nbreak; comma, semicolon'

describe('the Atom feed', () => {
  it('stays well-formed XML and shows hostile text as written, never as markup', () => {
    const xml = atomFeed('event', 'en', [event(1, '2026-12-01T09:00:00Z', hostile), event(2, null)], site, now)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { feed } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml) as {
      feed: { entry: Array<{ title: string; updated: string }>; 'x:inject'?: unknown }
    }
    expect(feed['x:inject']).toBeUndefined()
    // A text construct: a reader shows "<b>bold</b>" as written, never as markup.
    expect(feed.entry[0]?.title).toContain('<b>bold</b> &')
    expect(['\u0001', '\u0008'].filter((control) => feed.entry[0]?.title.includes(control))).toEqual([])
    // An article without a date is dated by the build (Atom requires <updated>).
    expect(feed.entry[1]?.updated).toBe(now.toISOString())
  })

  it('dates an event still to come, and the feed, no later than the build', () => {
    const xml = atomFeed('event', 'en', [event(1, '2027-01-01T09:00:00Z'), event(2, '2026-11-01T09:00:00Z')], site, now)
    const { feed } = new XMLParser({ isArray: (name) => name === 'entry' }).parse(xml) as {
      feed: { updated: string; entry: Array<{ updated: string }> }
    }
    expect(feed.entry.map((entry) => entry.updated)).toEqual([now.toISOString(), '2026-11-01T09:00:00.000Z'])
    expect(feed.updated).toBe(now.toISOString())
  })

  it("says its language on the root element (xml:lang), in each language's feed", () => {
    for (const locale of ['en', 'ar'] as const) {
      const xml = atomFeed('news', locale, [], site, now)
      const { feed } = new XMLParser({ ignoreAttributes: false }).parse(xml) as { feed: Record<string, string> }
      expect(feed['@_xml:lang']).toBe(locale)
      expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    }
  })
})

describe('the calendar', () => {
  it('keeps hostile text inside its properties, escaped and without control characters', () => {
    const text = calendar([event(1, '2026-12-01T09:00:00Z', hostile)], 'en', site, now)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe('Evil ]]><x:inject/> <b>bold</b> &  controls  lone, line\nbreak; comma, semicolon')
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  })

  it('gives a timed event its time in Riyadh, a date alone a whole day, and a dateless one no entry', () => {
    const parsed = new ICAL.Component(
      ICAL.parse(calendar([event(1, '2026-12-01T09:30:00Z'), event(2, '2026-12-02'), event(3, null)], 'ar', site, now)),
    )
    const [timed, day, ...rest] = parsed.getAllSubcomponents('vevent')
    expect(rest).toEqual([])
    // Without an end, the timed event is its day (decision 0039); with one, its time in Riyadh.
    expect((timed!.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2026-12-01')
    const withEnd = new ICAL.Component(ICAL.parse(calendar([event(1, '2026-12-01T09:30:00Z', 'E', '2026-12-01T12:00:00Z')], 'ar', site, now)))
    const start = withEnd.getFirstSubcomponent('vevent')!.getFirstProperty('dtstart')!
    expect(start.getParameter('tzid')).toBe('Asia/Riyadh')
    expect((start.getFirstValue() as ICAL.Time).toString()).toBe('2026-12-01T12:30:00')
    expect((day!.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true)
    expect(timed!.getFirstPropertyValue('url')).toBe(`${site}/ar/education-events/1`)
  })

  it('counts as upcoming what starts, or is still going on, on or after the build day in Riyadh', () => {
    const events = [event(1, '2026-11-24T20:00:00Z'), event(2, '2026-11-24T21:30:00Z'), event(3, '2027-01-01T09:00:00Z'), event(4, null)]
    // 20:00Z on the 24th is 23:00 in Riyadh, the day before; 21:30Z is 00:30 on the 25th.
    expect(upcoming(events, now).map(({ id }) => id)).toEqual([2, 3])
    // Started yesterday and ends today (a time, or a date alone) is still to come; ended yesterday is not.
    const underWay = [
      event(5, '2026-11-24T06:00:00Z', 'Two days', '2026-11-25T14:00:00Z'),
      event(6, '2026-11-23', 'Three days', '2026-11-25'),
      event(7, '2026-11-23T06:00:00Z', 'Over', '2026-11-24T14:00:00Z'),
    ]
    expect(upcoming(underWay, now).map(({ id }) => id)).toEqual([5, 6])
  })

  it('ends an event when its end is known, with DTEND of the same value type as DTSTART', () => {
    const parsed = new ICAL.Component(
      ICAL.parse(
        calendar(
          [
            event(1, '2026-12-01T05:30:00Z', 'Timed, timed end', '2026-12-02T14:00:00Z'),
            event(2, '2026-12-01', 'Days', '2026-12-02'),
            event(3, '2026-12-01T05:30:00Z', 'Timed, last day alone', '2026-12-02'),
            event(4, '2026-12-01', 'Day, timed end', '2026-12-02T14:00:00Z'),
          ],
          'en',
          site,
          now,
        ),
      ),
    )
    const spans = parsed.getAllSubcomponents('vevent').map((vevent) => {
      const [start, end] = ['dtstart', 'dtend'].map((name) => vevent.getFirstProperty(name)!)
      return [start, end].map((property) => `${(property!.getFirstValue() as ICAL.Time).toString()} ${property!.getParameter('tzid') ?? 'date'}`)
    })
    expect(spans).toEqual([
      ['2026-12-01T08:30:00 Asia/Riyadh', '2026-12-02T17:00:00 Asia/Riyadh'],
      // A DATE end is the day after the last (RFC 5545 §3.6.1).
      ['2026-12-01 date', '2026-12-03 date'],
      // A last day given alone ends at the midnight after it.
      ['2026-12-01T08:30:00 Asia/Riyadh', '2026-12-03T00:00:00 Asia/Riyadh'],
      ['2026-12-01 date', '2026-12-03 date'],
    ])
  })

  it('invents no end: a date alone is one day, a timed start a whole day with its time in the description (decision 0039)', () => {
    const parsed = new ICAL.Component(ICAL.parse(calendar([event(1, '2026-12-01'), event(2, '2026-12-01T22:30:00Z')], 'ar', site, now)))
    const [day, timed] = parsed.getAllSubcomponents('vevent')
    for (const vevent of [day!, timed!]) {
      expect(vevent.getFirstProperty('dtend')).toBeNull()
      expect(vevent.getFirstProperty('duration')).toBeNull()
      expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true)
    }
    // 22:30Z is 01:30 on the 2nd in Riyadh: its day there, and its time said in Arabic.
    expect((timed!.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2026-12-02')
    expect(String(timed!.getFirstPropertyValue('description')).split('\n')[0]).toBe('2 ديسمبر 2026 في 1:30 ص غرينتش+3')
    expect(String(day!.getFirstPropertyValue('description'))).toBe(`A day of talks\n\n${site}/ar/education-events/1`)
  })
})

// What a dashboard editor can type into a tag, a title or a place (issue 43): markup, quotes,
// entities, placeholders, every kind of line break, and an alarm of their own after a bare CR.
const TAG = `Heart <3 "quoted" & 'single' &amp; {0} </category> \u0001`
const ALARM = 'Hall A\rBEGIN:VALARM\rACTION:DISPLAY\rDESCRIPTION:injected\rTRIGGER:-PT5M\rEND:VALARM\rX-INJECTED:1'
const LOCATION = `${ALARM}\r\nBEGIN:VALARM\r\nEND:VALARM\n\u2028line\u2029para\u0085next; a, b \\ c`
const news = (id: number, tag: string, header = `News ${id}`): BlogSummary => ({
  id,
  header,
  description: 'Line one\rline two\u2028three',
  tag,
  created_at: '2026-11-01T09:00:00Z',
  image: { src: '/placeholder.jpg', alt: '', placeholder: '' },
})

describe('hostile dashboard text in feeds and calendars (issue 43)', () => {
  it('a news tag holding markup, quotes and controls leaves the news feed well-formed: two XML parsers read it back as written', () => {
    for (const locale of ['en', 'ar'] as const) {
      const xml = atomFeed('news', locale, [news(1, TAG, `Title \u2028 <i>x</i> ]]> "q"`), news(2, 'Heart <3')], site, now)
      expect(XMLValidator.validate(xml)).toBe(true)
      // A second, independent parser: the DOM's XML parser, which reports any well-formedness error in the document.
      const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml')
      expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
      const categories = Array.from(document.getElementsByTagName('category'))
      const written = TAG.replace('\u0001', '')
      expect(categories.map((category) => [category.getAttribute('term'), category.getAttribute('label')])).toEqual([
        [written, written],
        ['Heart <3', 'Heart <3'],
      ])
      expect(document.getElementsByTagName('entry')[0]?.getElementsByTagName('title')[0]?.textContent).toBe(`Title \u2028 <i>x</i> ]]> "q"`)
      expect(document.documentElement.getAttribute('xml:lang')).toBe(locale)
    }
  })

  it('an event whose texts hold bare CRs, line separators and an alarm of their own gives a calendar of valid content lines, with one event and no alarm', () => {
    const hostileEvent = { ...event(1, '2026-12-01T09:00:00Z', `Summary\r${ALARM}\u2028end`, '2026-12-01T12:00:00Z'), location: LOCATION }
    const upcomingToo = calendar([hostileEvent, event(2, '2026-12-02')], 'ar', site, now)
    for (const text of [calendar([{ ...hostileEvent, description: `Talks\r${ALARM}` }], 'en', site, now), upcomingToo]) {
      expect(strictCalendarProblems(text)).toEqual([])
      expect(calendarComponents(text).filter((name) => name === 'VALARM')).toEqual([])
      const parsed = new ICAL.Component(ICAL.parse(text))
      const [vevent, ...others] = parsed.getAllSubcomponents('vevent')
      expect(others.length).toBe(text === upcomingToo ? 1 : 0)
      expect(vevent!.getAllSubcomponents('valarm')).toEqual([])
      expect(vevent!.getFirstProperty('x-injected')).toBeNull()
      // The place reads back as the text it was, each of its line breaks a line feed.
      expect(vevent!.getFirstPropertyValue('location')).toBe(LOCATION.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n'))
      expect(vevent!.getFirstPropertyValue('summary')).toBe(`Summary\n${ALARM.replace(/\r/g, '\n')}\nend`)
    }
  })
})
