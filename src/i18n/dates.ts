import { intlLocale, type Locale } from './locales'

type DateValue = string | number | Date | null | undefined

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/** Marks a `<time>` whose text is `formatDate`'s for its `dateTime` (sanitised dashboard HTML cannot carry data attributes). */
const FORMATTED = 'data-formatted'

/** The attributes of a `<time>` showing `formatDate(value, …)`. */
export const dateTimeAttributes = (value: DateValue) => ({ dateTime: isoDate(value), [FORMATTED]: '' })

/**
 * The text the pre-rendered page already shows for this date in this language, if any.
 * The first `Intl.DateTimeFormat` of a page costs 15-100 ms of main thread here (ICU loads its
 * calendar data), four times that on a mid-range phone: it was the longest task of hydrating
 * a page with dates (540 ms of a 544 ms task on the home page at 4x CPU slowdown). Hydration
 * takes the server's text instead; Intl runs for a date the page did not show (after a
 * navigation, or for an article published after the build).
 */
function shownOnPage(date: Date, locale: Locale): string | undefined {
  if (typeof document === 'undefined' || document.documentElement.lang !== locale) return undefined
  const iso = date.toISOString().slice(0, 10)
  return document.querySelector(`time[${FORMATTED}][datetime="${iso}"]`)?.textContent || undefined
}

/**
 * Long month, day, year (docs/product.md "Numbers"), in ar-EG on Arabic pages and en-US otherwise, with the
 * language's one digit system (Western digits on Arabic pages too: `ar-EG-u-nu-latn`).
 * Dates are calendar dates, so they are shown in UTC: the server render and a visitor in
 * another time zone must print the same day. Unparseable input gives '' (never "Invalid Date").
 */
export function formatDate(value: DateValue, locale: Locale): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const shown = shownOnPage(date, locale)
  if (shown) return shown
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
  return formatter.format(date)
}

/** The machine-readable form for `<time dateTime>`, or undefined when unparseable. */
export function isoDate(value: DateValue): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}
