/**
 * Feeds and calendars, as media centers and event sites offer them, made at export time from the
 * very lists the pages were built from (src/api/buildProcess.ts `builtArticles`):
 *
 * - an Atom feed (RFC 4287) per language for the news and for the events, `<section>/feed.xml`,
 *   written here (the `feed` library escaped only `&` in attribute values, so a news tag holding
 *   `<` made the whole feed unreadable XML);
 * - an iCalendar file (RFC 5545) per event, `education-events/<id>.ics`, and one of every event
 *   still to come, `education-events/upcoming.ics`, written by ical.js (line folding, escaping).
 *
 * Every URL is absolute on SITE_URL; each feed says its language (`xml:lang`, XML 1.0 §2.12).
 * Times are the dashboard's (UTC), shown in the company's time zone, Asia/Riyadh, with its
 * VTIMEZONE; a midnight-UTC time is a date alone (a whole day). An event's end is its DTEND when
 * the dashboard gives one; without one, none is invented (docs/decisions/0039-an-event-without-an-end.md):
 * a date alone is one day (RFC 5545 §3.6.1), and so is a timed start, on its day in Riyadh, with
 * its time in the description. A record without a date is in the feed (its entry dated by the
 * build) but has no calendar file.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import ICAL from 'ical.js'
import type { BlogSummary, EventSummary } from '#src/api/client'
import { companyDay, companyTimeZone, isDateAlone } from '#src/i18n/dates'
import { withoutControls } from '#src/api/normalise'
import type { BuiltArticles } from '#src/api/buildProcess'
import { intlLocale, localizePath, type Locale } from '#src/i18n/locales'
import { articleSections } from '#src/site'
import { eventCalendarPath as eventPath, feedPath as sectionFeedPath, upcomingCalendarPath as upcomingPath } from '#src/pages/_shared/listing/feeds'
import { siteText } from './messages'

/** The company's time zone: Saudi Arabia keeps UTC+3 all year. */
const { name: TIME_ZONE, offsetHours: OFFSET_HOURS } = companyTimeZone

type Kind = keyof typeof articleSections
type Article = BlogSummary | EventSummary

/**
 * Dashboard text as a feed or calendar may carry it: without the characters XML 1.0 (§2.2 Char)
 * and RFC 5545 (§3.3.11 TEXT) forbid, control characters other than tab and line breaks and lone
 * surrogates (src/api/normalise.ts, as the pages show them), nor the noncharacters U+FFFE and
 * U+FFFF: a feed holding one does not parse at all.
 */
const plain = (text: string) => withoutControls(text).replace(/[\uFFFE\uFFFF]/g, '')

/** Text as XML carries it in an element or a quoted attribute value: every character that could end or start markup escaped. */
const xmlText = (text: string) => plain(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * An element, its attribute values (left out when undefined) and its content: text, escaped, or
 * elements already written (`children`).
 */
function element(
  name: string,
  attributes: Record<string, string | undefined>,
  content: { text: string } | { children: string[] } | null = null,
): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${xmlText(value)}"`)
    .join('')
  if (!content) return `<${name}${written}/>`
  const inner = 'text' in content ? xmlText(content.text) : `\n${content.children.join('\n')}\n`
  return `<${name}${written}>${inner}</${name}>`
}

const textElement = (name: string, text: string) => element(name, {}, { text })

/**
 * A calendar's TEXT value (RFC 5545 §3.3.11): ical.js escapes backslash, semicolon, comma and
 * line feed, but writes a carriage return as it is, and the RFC allows no control character in
 * a value. Every line break (a lone CR, CRLF, U+0085, U+2028, U+2029) becomes the line feed it
 * escapes as `\n`: a text can never end its content line, nor start a component of its own.
 */
const calendarText = (text: string) => plain(text.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n'))

const sectionPath = (kind: Kind, locale: Locale) => localizePath(`/${articleSections[kind]}`, locale)

/** The files' paths in a language (src/pages/_shared/listing/feeds.ts names them for the pages that link them too). */
const feedPath = (kind: Kind, locale: Locale) => localizePath(sectionFeedPath(kind), locale)
const eventCalendarPath = (id: number, locale: Locale) => localizePath(eventPath(id), locale)
const upcomingCalendarPath = (locale: Locale) => localizePath(upcomingPath, locale)

/**
 * An Atom feed of one kind of article in one language (RFC 4287 §4.1): its language on the root
 * element (`xml:lang`, §2), titles and summaries as plain text constructs (§3.1.1: a reader shows
 * `<b>` in a title as written), each news tag a category.
 */
export function atomFeed(kind: Kind, locale: Locale, items: Article[], siteUrl: string, now: Date): string {
  const site = siteText(locale, 'Wahat Medical')
  const section = siteText(locale, kind === 'news' ? 'Media center' : 'Education events')
  const page = `${siteUrl}${sectionPath(kind, locale)}`
  const self = `${siteUrl}${feedPath(kind, locale)}`
  // An event still to come was not updated in the future: its entry is dated no later than the build (RFC 4287 §3.3, feed validators).
  const dated = (item: Article) => (item.created_at ? new Date(Math.min(Date.parse(item.created_at), now.getTime())) : now)
  const updated = items.length ? new Date(Math.max(...items.map((item) => dated(item).getTime()))) : now
  const entries = items.map((item) => {
    const url = `${siteUrl}${sectionPath(kind, locale)}/${item.id}`
    return element(
      'entry',
      {},
      {
        children: [
          textElement('title', item.header),
          textElement('id', url),
          element('link', { href: url }),
          textElement('updated', dated(item).toISOString()),
          ...(item.description ? [textElement('summary', item.description)] : []),
          ...('tag' in item ? [element('category', { term: item.tag, label: item.tag })] : []),
        ],
      },
    )
  })
  const feed = element(
    'feed',
    { 'xml:lang': locale, xmlns: 'http://www.w3.org/2005/Atom' },
    {
      children: [
        textElement('id', self),
        textElement('title', `${section} | ${site}`),
        textElement('updated', updated.toISOString()),
        element('author', {}, { children: [textElement('name', site), textElement('uri', `${siteUrl}${localizePath('/', locale)}`)] }),
        element('link', { rel: 'alternate', href: page }),
        element('link', { rel: 'self', href: self }),
        textElement('rights', site),
        ...entries,
      ],
    },
  )
  return `<?xml version="1.0" encoding="utf-8"?>\n${feed}\n`
}

const HOUR = 3_600_000

/** A day as iCalendar writes a DATE: the date's day where the company is (src/api/normalise.ts companyDay), `days` later. */
function day(date: string, days = 0): ICAL.Time {
  const [year, month, dayOfMonth] = companyDay(date).split('-').map(Number) as [number, number, number]
  const local = new Date(Date.UTC(year, month - 1, dayOfMonth + days))
  return ICAL.Time.fromData({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), isDate: true })
}

/** A time in Riyadh, as a DATE-TIME with TZID writes it. */
function riyadhTime(date: Date): ICAL.Time {
  const local = new Date(date.getTime() + OFFSET_HOURS * HOUR)
  return ICAL.Time.fromData({
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  })
}

/** When an event is, as a calendar entry holds it: DTSTART, DTEND when known, and a time the entry itself cannot carry. */
interface Span {
  start: ICAL.Time
  end: ICAL.Time | null
  /** A start time the entry shows as a whole day (no end): said in the description instead. */
  startsAt: Date | null
}

/**
 * The event's span, or null without a start (docs/decisions/0039-an-event-without-an-end.md). DTEND
 * takes DTSTART's value type (RFC 5545 §3.6.1): after a date alone, the day after the last day (a
 * DATE end is exclusive); after a time, the end's time, or the midnight that ends a last day given
 * as a date alone. Without an end: a date alone stays one day; a timed start becomes a whole day
 * on its day in Riyadh, never a zero-length entry (DTSTART alone) nor an end made up.
 */
function span(event: EventSummary): Span | null {
  const { created_at: begins, end_date: ends } = event
  if (!begins) return null
  if (isDateAlone(begins)) return { start: day(begins), end: ends ? day(ends, 1) : null, startsAt: null }
  if (!ends) return { start: day(begins), end: null, startsAt: new Date(begins) }
  return {
    start: riyadhTime(new Date(begins)),
    // A last day ends at the midnight that starts the next one in Riyadh.
    end: isDateAlone(ends) ? riyadhTime(new Date(Date.parse(ends) + (24 - OFFSET_HOURS) * HOUR)) : riyadhTime(new Date(ends)),
    startsAt: null,
  }
}

/** "July 9, 2026 at 8:30 AM GMT+3": a start time the entry does not hold, in the calendar's language. */
const startTime = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: TIME_ZONE,
  }).format(date)

/** The VTIMEZONE every timed event refers to (RFC 5545 §3.6.5): one standard offset, no daylight saving. */
function riyadhTimeZone(): ICAL.Component {
  const zone = new ICAL.Component('vtimezone')
  zone.addPropertyWithValue('tzid', TIME_ZONE)
  const standard = new ICAL.Component('standard')
  standard.addPropertyWithValue('dtstart', ICAL.Time.fromData({ year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 }))
  standard.addPropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(OFFSET_HOURS * 3600))
  standard.addPropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(OFFSET_HOURS * 3600))
  standard.addPropertyWithValue('tzname', '+03')
  zone.addSubcomponent(standard)
  return zone
}

/** A calendar of `events` (those with a date), in one language. */
export function calendar(events: EventSummary[], locale: Locale, siteUrl: string, now: Date): string {
  const host = new URL(siteUrl).host
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('prodid', `-//${siteText('en', 'Wahat Medical')}//Education events//${locale.toUpperCase()}`)
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  calendar.addPropertyWithValue('method', 'PUBLISH')
  calendar.addSubcomponent(riyadhTimeZone())
  const stamp = ICAL.Time.fromJSDate(now, true)
  for (const event of events) {
    const when = span(event)
    if (!when) continue
    const url = `${siteUrl}${sectionPath('event', locale)}/${event.id}`
    const vevent = new ICAL.Component('vevent')
    vevent.addPropertyWithValue('uid', `event-${event.id}-${locale}@${host}`)
    vevent.addPropertyWithValue('dtstamp', stamp)
    for (const [name, time] of [['dtstart', when.start] as const, ['dtend', when.end] as const]) {
      if (!time) continue
      const property = vevent.addPropertyWithValue(name, time)
      if (!time.isDate) property.setParameter('tzid', TIME_ZONE)
    }
    vevent.addPropertyWithValue('summary', calendarText(event.header))
    const description = [when.startsAt ? startTime(when.startsAt, locale) : '', event.description ? calendarText(event.description) : '', url]
    vevent.addPropertyWithValue('description', description.filter(Boolean).join('\n\n'))
    vevent.addPropertyWithValue('location', calendarText(event.location))
    vevent.addPropertyWithValue('url', url)
    calendar.addSubcomponent(vevent)
  }
  // RFC 5545 §3.1: lines end in CRLF, at most 75 octets each. ical.js folds every 75 octets and
  // then adds the space that starts a continuation line (76 octets), so it is asked for 74.
  ICAL.foldLength = 74
  return `${calendar.toString().replace(/\r?\n/g, '\r\n')}\r\n`
}

/**
 * An event is still to come when its last day (its end's, else its start's) is the build's day or
 * later, in the company's time zone: one under way is still worth adding to a calendar.
 */
export function upcoming(events: EventSummary[], now: Date): EventSummary[] {
  const today = companyDay(now.toISOString())
  return events.filter((event) => {
    const last = event.end_date ?? event.created_at
    return !!last && event.created_at !== null && companyDay(last) >= today
  })
}

/** Writes every feed and calendar into the export; returns the paths written. */
export function writeFeeds(outDir: string, lists: BuiltArticles, siteUrl: string, now = new Date()): string[] {
  const written: string[] = []
  const write = (path: string, text: string) => {
    const file = join(outDir, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
    written.push(path)
  }
  for (const locale of ['en', 'ar'] as const) {
    const news = (lists.get(`news ${locale}`) ?? []) as BlogSummary[]
    const events = (lists.get(`event ${locale}`) ?? []) as EventSummary[]
    write(feedPath('news', locale), atomFeed('news', locale, news, siteUrl, now))
    write(feedPath('event', locale), atomFeed('event', locale, events, siteUrl, now))
    for (const event of events) if (span(event)) write(eventCalendarPath(event.id, locale), calendar([event], locale, siteUrl, now))
    write(upcomingCalendarPath(locale), calendar(upcoming(events, now), locale, siteUrl, now))
  }
  return written
}
