// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, showDate, showDateRange } from '#src/i18n/dates'

const shown = <T>(value: T | null): T => {
  if (value === null) throw new Error('no date shown')
  return value
}
const dateTimeAttributes = (value: string) => shown(showDate(value, 'en')).attributes
const dateRangeAttributes = (start: string, end: string) => shown(showDateRange(start, end, 'en')).attributes
const formatDateRange = (start: string, end: string, locale: 'en' | 'ar') => showDateRange(start, end, locale)?.text

// Hydration takes the date texts of the pre-rendered page instead of starting Intl (src/i18n/dates.ts).

const page = (lang: string, body: string) => {
  document.documentElement.lang = lang
  document.body.innerHTML = body
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('formatDate in a pre-rendered page', () => {
  it("takes the text of the page's own <time> for that date without starting Intl", () => {
    const { dateTime } = dateTimeAttributes('2025-04-22T09:00:00Z')
    page('ar', `<time data-formatted="" datetime="${dateTime}">نص الصفحة</time>`)
    const intl = vi.spyOn(Intl, 'DateTimeFormat')
    expect(formatDate('2025-04-22T09:00:00Z', 'ar')).toBe('نص الصفحة')
    expect(intl).not.toHaveBeenCalled()
  })

  it('formats with Intl a date the page does not show, a date in another language, or a <time> it did not mark (dashboard HTML)', () => {
    page('en', '<time datetime="2025-04-22">last spring</time><time data-formatted="" datetime="2024-06-01">June 1, 2024</time>')
    expect(formatDate('2025-04-22', 'en')).toBe('April 22, 2025')
    expect(formatDate('2025-01-01', 'en')).toBe('January 1, 2025')
    expect(formatDate('2024-06-01', 'ar')).toBe('1 يونيو 2024')
  })

  it("takes a range's text from its own <time>, and never a range's text for a single date or the other way round", () => {
    const range = dateRangeAttributes('2026-07-09T05:30:00Z', '2026-07-10T14:00:00Z')
    expect(range).toEqual({ dateTime: '2026-07-09', 'data-formatted': '', 'data-until': '2026-07-10' })
    page('en', `<time data-formatted="" datetime="${range.dateTime}" data-until="${range['data-until']}">the page's range</time>`)
    const intl = vi.spyOn(Intl, 'DateTimeFormat')
    expect(formatDateRange('2026-07-09T05:30:00Z', '2026-07-10T14:00:00Z', 'en')).toBe("the page's range")
    expect(intl).not.toHaveBeenCalled()
    expect(formatDate('2026-07-09', 'en')).toBe('July 9, 2026')
    expect(formatDateRange('2026-07-09', '2026-07-11', 'en')).toBe('July 9\u2009–\u200911, 2026')
    // One day is a single date: no data-until.
    expect(dateRangeAttributes('2026-07-09T05:30:00Z', '2026-07-09T14:00:00Z')).toEqual({ dateTime: '2026-07-09', 'data-formatted': '' })
  })

  it('marks the <time> with its ISO date', () => {
    expect(dateTimeAttributes('2024-06-01T10:00:00Z')).toEqual({ dateTime: '2024-06-01', 'data-formatted': '' })
    expect(showDate('not a date', 'en')).toBeNull()
  })
})
