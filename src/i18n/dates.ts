import { intlLocale, type Locale } from './locales'

type DateValue = string | number | Date | null | undefined

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/** Marks a `<time>` whose text is `formatDate`'s for its `dateTime` (sanitised dashboard HTML cannot carry data attributes). */
const FORMATTED = 'data-formatted'

/** The last day of a range a `<time>` shows (its `dateTime` is the first). */
const UNTIL = 'data-until'

/** The attributes of a `<time>` showing `formatDate(value, …)`. */
export const dateTimeAttributes = (value: DateValue) => ({ dateTime: isoDate(value), [FORMATTED]: '' })

/**
 * The attributes of a `<time>` showing `formatDateRange(start, end, …)`: its `dateTime` is the
 * start (a range has no `datetime` syntax of its own), `data-until` the last day when it is another.
 */
export function dateRangeAttributes(start: DateValue, end: DateValue) {
  const until = isoDate(end)
  const from = isoDate(start)
  return { ...dateTimeAttributes(start), ...(until && from && until > from ? { [UNTIL]: until } : {}) }
}

/**
 * The text the pre-rendered page already shows for this date in this language, if any.
 * The first `Intl.DateTimeFormat` of a page costs 15-100 ms of main thread here (ICU loads its
 * calendar data), four times that on a mid-range phone: it was the longest task of hydrating
 * a page with dates (540 ms of a 544 ms task on the home page at 4x CPU slowdown). Hydration
 * takes the server's text instead; Intl runs for a date the page did not show (after a
 * navigation, or for an article published after the build).
 */
function shownOnPage(date: Date, locale: Locale, until?: Date): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.lang !== locale) return undefined
  const iso = date.toISOString().slice(0, 10)
  const range = until ? `[${UNTIL}="${until.toISOString().slice(0, 10)}"]` : `:not([${UNTIL}])`
  return document.querySelector(`time[${FORMATTED}][datetime="${iso}"]${range}`)?.textContent || undefined
}

const asDate = (value: DateValue): Date | null => {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
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

/**
 * Long month, day, year (docs/product.md "Numbers"), in ar-EG on Arabic pages and en-US otherwise, with the
 * language's one digit system (Western digits on Arabic pages too: `ar-EG-u-nu-latn`).
 * Dates are calendar dates, so they are shown in UTC: the server render and a visitor in
 * another time zone must print the same day. Unparseable input gives '' (never "Invalid Date").
 */
export function formatDate(value: DateValue, locale: Locale): string {
  const date = asDate(value)
  if (!date) return ''
  return shownOnPage(date, locale) ?? formatter(locale).format(date)
}

/**
 * From the first day to the last, as the language writes a range (`Intl.DateTimeFormat`'s
 * formatRange: "July 9 – 10, 2026", "9–10 يوليو 2026"), in formatDate's form and time zone. One
 * day, or an end that is missing, unparseable or not after the start, is formatDate's single
 * date; no start gives ''.
 */
export function formatDateRange(start: DateValue, end: DateValue, locale: Locale): string {
  const from = asDate(start)
  const until = asDate(end)
  if (!from) return ''
  if (!until || isoDate(until)! <= isoDate(from)!) return formatDate(from, locale)
  return shownOnPage(from, locale, until) ?? formatter(locale).formatRange(from, until)
}

/** The machine-readable form for `<time dateTime>`, or undefined when unparseable. */
export function isoDate(value: DateValue): string | undefined {
  return asDate(value)?.toISOString().slice(0, 10)
}
