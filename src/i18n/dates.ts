import { intlLocale, type Locale } from './locales'

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * Long month, day, year (docs/product.md "Numbers"), in ar-EG on Arabic pages and en-US otherwise, with the
 * language's one digit system (Western digits on Arabic pages too: `ar-EG-u-nu-latn`).
 * Dates are calendar dates, so they are shown in UTC: the server render and a visitor in
 * another time zone must print the same day. Unparseable input gives '' (never "Invalid Date").
 */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
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
export function isoDate(value: string | number | Date | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}
