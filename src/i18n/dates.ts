/**
 * Days, as the company counts them. A date the dashboard sends alone is a day (`2025-03-14`,
 * src/api/normalise.ts calendarDate keeps it so); a time is counted in the company's time zone.
 * Pages, calendars and structured data all take an article's day from here, so a talk at 22:30
 * UTC on the 9th is on the 10th everywhere, as it is in Riyadh.
 */
import { intlLocale, type Locale } from './locales'

/** A day without a time, as calendarDate keeps a date alone (the contract's `2025-03-14`). */
export const isDateAlone = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date)

/** The company's time zone, where its days are counted (Riyadh: one offset, no daylight saving). */
export const companyTimeZone = { name: 'Asia/Riyadh', offsetHours: 3 } as const

/** The day (`YYYY-MM-DD`) of a date alone or of an ISO time: its own, or the time's in the company's time zone. */
export const companyDay = (date: string): string =>
  isDateAlone(date) ? date : new Date(Date.parse(date) + companyTimeZone.offsetHours * 3_600_000).toISOString().slice(0, 10)

type DateValue = string | number | Date | null | undefined

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/** Marks a `<time>` whose text is this module's for its `dateTime` (sanitised dashboard HTML cannot carry data attributes). */
const FORMATTED = 'data-formatted'

/** The last day of a range a `<time>` shows (its `dateTime` is the first). */
const UNTIL = 'data-until'

/** The attributes of a `<time>` showing a date or a range: its `dateTime` is the first day (a range has no `datetime` syntax of its own), `data-until` the last. */
export type TimeAttributes = { dateTime: string; [FORMATTED]: ''; [UNTIL]?: string }

/** A date as a page shows it: its text in the page's language and the attributes of its `<time>`. */
export interface ShownDate {
  text: string
  attributes: TimeAttributes
}

/**
 * The day a value names (`YYYY-MM-DD`), or null when it names none: a date alone is its own day,
 * a time is counted in the company's time zone, as the calendars and structured data count it
 * (companyDay), so the server render and a visitor anywhere print the same day.
 */
function dayOf(value: DateValue): string | null {
  if (value === null || value === undefined || value === '') return null
  // A day that is not on the calendar (2025-02-30) is none: Date would roll it over.
  if (typeof value === 'string' && isDateAlone(value))
    return !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value) ? value : null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : companyDay(date.toISOString())
}

/**
 * The text the pre-rendered page already shows for this date in this language, if any.
 * The first `Intl.DateTimeFormat` of a page is costly on the main thread (ICU loads its calendar
 * data), more so on a mid-range phone: it was the longest task of hydrating a page with dates.
 * Hydration
 * takes the server's text instead; Intl runs for a date the page did not show (after a
 * navigation, or for an article published after the build).
 */
function shownOnPage(day: string, locale: Locale, until?: string): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.lang !== locale) return undefined
  const range = until ? `[${UNTIL}="${until}"]` : `:not([${UNTIL}])`
  return document.querySelector(`time[${FORMATTED}][datetime="${day}"]${range}`)?.textContent || undefined
}

function formatter(locale: Locale): Intl.DateTimeFormat {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

/** A day (`YYYY-MM-DD`) as the formatter takes it: its midnight in UTC, the formatter's time zone. */
const utc = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * Long month, day, year (docs/product.md "Numbers"), in ar-EG on Arabic pages and en-US otherwise, with the
 * language's one digit system (Western digits on Arabic pages too: `ar-EG-u-nu-latn`), on the
 * day dayOf counts. Null for missing or unparseable input (never "Invalid Date").
 */
export function showDate(value: DateValue, locale: Locale): ShownDate | null {
  const day = dayOf(value)
  if (!day) return null
  return { text: shownOnPage(day, locale) ?? formatter(locale).format(utc(day)), attributes: { dateTime: day, [FORMATTED]: '' } }
}

/**
 * From the first day to the last, as the language writes a range (`Intl.DateTimeFormat`'s
 * formatRange: "July 9 – 10, 2026", "9–10 يوليو 2026"), in showDate's form and days. One day, or
 * an end that is missing, unparseable or not after the start, is showDate's single date; no start
 * is null.
 */
export function showDateRange(start: DateValue, end: DateValue, locale: Locale): ShownDate | null {
  const from = dayOf(start)
  const until = dayOf(end)
  if (!from) return null
  if (!until || until <= from) return showDate(from, locale)
  return {
    text: shownOnPage(from, locale, until) ?? formatter(locale).formatRange(utc(from), utc(until)),
    attributes: { dateTime: from, [FORMATTED]: '', [UNTIL]: until },
  }
}

/** showDate's text alone ('' when there is no date). */
export const formatDate = (value: DateValue, locale: Locale): string => showDate(value, locale)?.text ?? ''
