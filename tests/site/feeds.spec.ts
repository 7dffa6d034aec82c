import { expect, type APIRequestContext } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { JSDOM } from 'jsdom'
import { strictCalendarProblems } from '#tooling/calendar-lines'
import { translate } from '#tooling/catalog'
import { PINNED_TODAY } from '#export/today'
import { dashboardOrigin, languages, siteUrl } from '../support/site'
import { test } from '../support/sweep'

// The Atom feeds (RFC 4287) and iCalendar files (RFC 5545) of the export, read as a feed reader
// and a calendar app would: found from the pages' heads, parsed by real parsers (fast-xml-parser,
// ical.js), checked against the rules each standard makes, and compared with the dashboard.

/** An Atom text construct as a reader shows it: `type="html"` text is HTML, decoded here. */
type AtomText = string | { '#text': string; '@_type'?: string }
const scratch = new JSDOM('').window.document.createElement('div')
function shown(text: AtomText): string {
  if (typeof text === 'string') return text
  if (text['@_type'] !== 'html') return text['#text']
  scratch.innerHTML = text['#text']
  return scratch.textContent ?? ''
}

type Entry = { id: string; title: AtomText; updated: string; link: Array<{ '@_href': string; '@_rel'?: string }> }
interface AtomFeed {
  id: string
  title: AtomText
  updated: string
  author?: { name: string }
  link: Array<{ '@_href': string; '@_rel'?: string }>
  entry?: Entry[]
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' })

/** A URL of SITE_URL as the path the test server answers. */
function onSite(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is absolute on SITE_URL`).toBe(true)
  return url.slice(siteUrl.length)
}

async function headLinks(request: APIRequestContext, path: string, type: string): Promise<Array<{ title: string; href: string }>> {
  const { document } = new JSDOM(await (await request.get(path)).text()).window
  return Array.from(document.querySelectorAll(`head link[rel="alternate"][type="${type}"]`)).map((link) => ({
    title: link.getAttribute('title') ?? '',
    href: link.getAttribute('href') ?? '',
  }))
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

for (const { locale, prefix } of languages) {
  const query = locale === 'ar' ? '?language=ar' : ''
  for (const [section, api, page] of [
    ['news', 'blogs', '/news'],
    ['education-events', 'events', '/education-events'],
  ] as const) {
    test(`${prefix}${page} announces its Atom feed, which is valid and lists the dashboard's articles (${locale})`, async ({ request }) => {
      const links = await headLinks(request, `${prefix}${page}`, 'application/atom+xml')
      expect(links).toHaveLength(1)
      const path = onSite(links[0]!.href)
      expect(path).toBe(`${prefix}/${section}/feed.xml`)
      // The same feed from the listing's visible link and from an article's head.
      const { document } = new JSDOM(await (await request.get(`${prefix}${page}`)).text()).window
      expect(document.querySelector(`main a[href="${path}"][type="application/atom+xml"]`)).not.toBeNull()
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/xml/)
      const xml = await response.text()
      expect(XMLValidator.validate(xml)).toBe(true)
      const feed = (parser.parse(xml) as { feed: AtomFeed }).feed
      // RFC 4287 §4.1.1: a feed has an id, a title, an updated time, an author (or every entry has one), a self link.
      expect(feed.id).toBe(links[0]!.href)
      expect(shown(feed.title)).toContain(translate(locale, section === 'news' ? 'Media center' : 'Education events'))
      expect(feed.updated).toMatch(isoTime)
      expect(feed.author?.name).toBe(translate(locale, 'Wahat Medical'))
      expect(feed.link.find((link) => link['@_rel'] === 'self')?.['@_href']).toBe(links[0]!.href)
      const records = ((await (await request.get(`${dashboardOrigin}/api/${api}${query}`)).json()) as Array<{ id: number; header: string }>).filter(
        (record) => record.id !== 9, // published after the build
      )
      const entries = feed.entry ?? []
      expect(entries.map((entry) => shown(entry.title))).toEqual(records.map((record) => record.header))
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
      for (const [index, entry] of entries.entries()) {
        // §4.1.2: each entry has an id, a title, an updated time and a link to the article page, which exists.
        expect(entry.updated).toMatch(isoTime)
        const link = entry.link[0]!
        expect(entry.id).toBe(link['@_href'])
        expect(onSite(link['@_href'])).toBe(`${prefix}/${section}/${records[index]!.id}`)
      }
      const article = await headLinks(request, `${prefix}/${section}/${records[0]!.id}`, 'application/atom+xml')
      expect(article.map((link) => link.href)).toEqual([links[0]!.href])
    })
  }

  test(`every event has an iCalendar file in the company's time zone, offered on its page, and the upcoming ones have one together (${locale})`, async ({
    request,
  }) => {
    const events = (
      (await (await request.get(`${dashboardOrigin}/api/events${query}`)).json()) as Array<{ id: number; header: string; created_at: string | null }>
    ).filter((event) => event.id !== 9 && event.created_at)
    expect(events.length).toBeGreaterThan(0)
    const upcoming = await headLinks(request, `${prefix}/education-events`, 'text/calendar')
    const files = [...events.map((event) => `${prefix}/education-events/${event.id}.ics`), onSite(upcoming[0]!.href)]
    expect(files.at(-1)).toBe(`${prefix}/education-events/upcoming.ics`)
    for (const path of files) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toMatch(/^text\/calendar/)
      const text = await response.text()
      // RFC 5545 §3.1: lines end in CRLF and are folded at 75 octets.
      expect(text.endsWith('\r\n'), path).toBe(true)
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), `${path}: ${line}`).toBeLessThanOrEqual(75)
      expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/)
      expect(strictCalendarProblems(text), path).toEqual([])
      const calendar = new ICAL.Component(ICAL.parse(text))
      expect(calendar.name).toBe('vcalendar')
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
      expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy()
      const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))
      for (const vevent of calendar.getAllSubcomponents('vevent')) {
        expect(vevent.getFirstPropertyValue('uid')).toMatch(/^event-\d+-(en|ar)@/)
        expect(vevent.getFirstProperty('dtstamp')?.getFirstValue()).toBeTruthy()
        const start = vevent.getFirstProperty('dtstart')
        const zone = start?.getParameter('tzid')
        // A timed event names its zone, Asia/Riyadh, which the calendar defines (§3.2.19).
        if (zone) expect([zone, zones]).toEqual(['Asia/Riyadh', ['Asia/Riyadh']])
        expect(onSite(String(vevent.getFirstPropertyValue('url')))).toMatch(new RegExp(`^${prefix}/education-events/\\d+$`))
      }
    }
    // One event's file: its title, place, and the time the dashboard gives (UTC) in Riyadh's time (UTC+3).
    const [first] = events
    const page = `${prefix}/education-events/${first!.id}`
    const { document } = new JSDOM(await (await request.get(page)).text()).window
    const add = document.querySelector(`main a[href="${page}.ics"]`)
    expect(add?.textContent).toBe(translate(locale, 'Add to calendar'))
    expect(add?.hasAttribute('download')).toBe(true)
    const vevent = new ICAL.Component(ICAL.parse(await (await request.get(`${page}.ics`)).text())).getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('summary')).toBe(first!.header)
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time
    const utc = new Date(first!.created_at!)
    expect([start.hour, start.minute]).toEqual([(utc.getUTCHours() + 3) % 24, utc.getUTCMinutes()])
  })

  test(`the upcoming calendar holds the events still to come on the tests' pinned day, each ending when the dashboard says (${locale})`, async ({
    request,
  }) => {
    type Event = { id: number; header: string; created_at: string; end_date?: string }
    const events = ((await (await request.get(`${dashboardOrigin}/api/events${query}`)).json()) as Event[]).filter((event) => event.id !== 9)
    // The fixture dates its events from SITE_TODAY, which playwright.site.config.ts pins; the build counted from the same day.
    const lastDay = (event: Event) => new Date(Date.parse(event.end_date ?? event.created_at) + 3 * 3_600_000).toISOString().slice(0, 10)
    const expected = events.filter((event) => lastDay(event) >= PINNED_TODAY)
    expect(expected.length).toBeGreaterThan(0)
    const upcoming = new ICAL.Component(ICAL.parse(await (await request.get(`${prefix}/education-events/upcoming.ics`)).text()))
    const vevents = upcoming.getAllSubcomponents('vevent')
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual(expected.map((event) => event.header))
    for (const [index, vevent] of vevents.entries()) {
      const event = expected[index]!
      const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time | null
      if (!event.end_date) {
        expect(end, event.header).toBeNull()
        continue
      }
      // A time in Riyadh (UTC+3), or the day after a last day given alone (RFC 5545: a DATE end is exclusive).
      const utc = new Date(event.end_date.length === 10 ? Date.parse(event.end_date) + 86_400_000 : Date.parse(event.end_date) + 3 * 3_600_000)
      expect(end?.toString(), event.header).toBe(end?.isDate ? utc.toISOString().slice(0, 10) : utc.toISOString().slice(0, 19))
    }
  })

  test(`an event of several days shows its range on its page and its card, in the page's language (${locale})`, async ({ request }) => {
    const events = (await (await request.get(`${dashboardOrigin}/api/events${query}`)).json()) as Array<{
      id: number
      created_at: string
      end_date?: string
    }>
    const symposium = events.find((event) => event.id === 1)!
    const range = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US-u-nu-latn', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).formatRange(new Date(symposium.created_at), new Date(symposium.end_date!))
    for (const path of [`${prefix}/education-events/1`, `${prefix}/education-events`]) {
      const { document } = new JSDOM(await (await request.get(path)).text()).window
      const time = document.querySelector(`main time[datetime="${symposium.created_at.slice(0, 10)}"]`)
      expect(time?.textContent, path).toBe(range)
      expect(time?.getAttribute('data-until'), path).toBe(symposium.end_date!.slice(0, 10))
      expect(document.querySelector('main')?.textContent, path).not.toMatch(/Invalid Date|undefined|null/)
    }
  })
}
