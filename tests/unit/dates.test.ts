import { describe, expect, it } from 'vitest'
import { formatDate, showDate, showDateRange } from '#src/i18n/dates'
import { intlLocale, localeInfo } from '#src/i18n/locales'

const formatDateRange = (start: unknown, end: unknown, locale: 'en' | 'ar') =>
  showDateRange(start as string | null | undefined, end as string | null | undefined, locale)?.text ?? ''

describe('formatDate', () => {
  it('writes long month, day and year in US English', () => {
    expect(formatDate('2025-04-22', 'en')).toBe('April 22, 2025')
    expect(formatDate('2024-06-01T10:00:00Z', 'en')).toBe('June 1, 2024')
  })

  it('writes Arabic (Egypt) dates on Arabic pages, with the Western digits of the rest of the page', () => {
    const formatted = formatDate('2025-04-22', 'ar')
    expect(formatted).toContain('أبريل') // ar-EG month names
    expect(formatted).toBe('22 أبريل 2025')
    expect(formatted).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/) // no Arabic-Indic digits
    expect(formatDate('2024-06-01T10:00:00Z', 'ar')).toBe('1 يونيو 2024')
  })

  it('follows the digit system each language declares', () => {
    expect(intlLocale('ar')).toBe('ar-EG-u-nu-latn')
    expect(intlLocale('en')).toBe('en-US-u-nu-latn')
    for (const locale of ['en', 'ar'] as const) {
      const digits = new Intl.NumberFormat(intlLocale(locale)).resolvedOptions().numberingSystem
      expect(digits).toBe(localeInfo[locale].numberingSystem)
    }
  })

  it("shows a time's day where the company is (Riyadh, UTC+3), whatever the time zone of the machine, and a date alone's own day", () => {
    expect(formatDate('2025-01-01T20:59:00Z', 'en')).toBe('January 1, 2025')
    expect(formatDate('2025-01-01T23:30:00Z', 'en')).toBe('January 2, 2025')
    expect(formatDate('2025-01-01T23:30:00Z', 'ar')).toBe('2 يناير 2025')
    expect(formatDate('2025-01-01', 'en')).toBe('January 1, 2025')
  })

  it('gives an empty string, never "Invalid Date", for missing or unparseable input', () => {
    for (const value of [null, undefined, '', 'not a date', '2025-13-45', '2025-02-30', Number.NaN]) {
      expect(formatDate(value, 'en')).toBe('')
      expect(formatDate(value, 'ar')).toBe('')
    }
  })
})

describe('formatDateRange', () => {
  it('writes an event of several days as the language writes a range, in ar-EG with Western digits on Arabic pages', () => {
    expect(formatDateRange('2026-07-09T05:30:00Z', '2026-07-10T14:00:00Z', 'en')).toBe('July 9\u2009–\u200910, 2026')
    expect(formatDateRange('2026-07-30', '2026-08-02', 'en')).toBe('July 30\u2009–\u2009August 2, 2026')
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe('December 30, 2026\u2009–\u2009January 2, 2027')
    expect(formatDateRange('2026-07-09T05:30:00Z', '2026-07-10T14:00:00Z', 'ar')).toBe('9–10 يوليو 2026')
    expect(formatDateRange('2026-07-30', '2026-08-02', 'ar')).toBe('30 يوليو – 2 أغسطس 2026')
  })

  it('writes one date for an event of one day, or whose end is missing, unparseable or before its start', () => {
    for (const end of ['2026-07-09T14:00:00Z', null, undefined, '', 'soon', '2026-07-01']) {
      expect(formatDateRange('2026-07-09T05:30:00Z', end, 'en')).toBe('July 9, 2026')
      expect(formatDateRange('2026-07-09T05:30:00Z', end, 'ar')).toBe('9 يوليو 2026')
    }
    expect(formatDateRange('not a date', '2026-07-10', 'en')).toBe('')
    expect(formatDateRange(null, '2026-07-10', 'ar')).toBe('')
  })
})

describe('the <time> of a date', () => {
  it('holds the machine-readable day the text shows, or there is none', () => {
    expect(showDate('2025-04-22T08:00:00Z', 'en')?.attributes.dateTime).toBe('2025-04-22')
    expect(showDate('2025-04-22T22:00:00Z', 'en')).toEqual({ text: 'April 23, 2025', attributes: { dateTime: '2025-04-23', 'data-formatted': '' } })
    expect(showDate('yesterday', 'en')).toBeNull()
    expect(showDate(null, 'ar')).toBeNull()
  })

  it('counts a range from the first day to the last in Riyadh: an event from 22:30 UTC on the 9th to the 10th is one day', () => {
    expect(showDateRange('2026-07-09T22:30:00Z', '2026-07-10', 'en')).toEqual({
      text: 'July 10, 2026',
      attributes: { dateTime: '2026-07-10', 'data-formatted': '' },
    })
  })
})
