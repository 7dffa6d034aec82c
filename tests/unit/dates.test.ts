import { describe, expect, it } from 'vitest'
import { formatDate, isoDate } from '../../src/i18n/dates'

describe('formatDate', () => {
  it('writes long month, day and year in US English', () => {
    expect(formatDate('2025-04-22', 'en')).toBe('April 22, 2025')
    expect(formatDate('2024-06-01T10:00:00Z', 'en')).toBe('June 1, 2024')
  })

  it('writes Arabic (Egypt) dates on Arabic pages', () => {
    const formatted = formatDate('2025-04-22', 'ar')
    expect(formatted).toBe(new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-04-22')))
    expect(formatted).toContain('أبريل')
    expect(formatted).toMatch(/[٠-٩]/) // Arabic-Indic digits
  })

  it('keeps the calendar day whatever the time zone of the machine', () => {
    expect(formatDate('2025-01-01T23:30:00Z', 'en')).toBe('January 1, 2025')
  })

  it('gives an empty string, never "Invalid Date", for missing or unparseable input', () => {
    for (const value of [null, undefined, '', 'not a date', '2025-13-45', Number.NaN]) {
      expect(formatDate(value, 'en')).toBe('')
      expect(formatDate(value, 'ar')).toBe('')
    }
  })
})

describe('isoDate', () => {
  it('gives the machine-readable day or undefined', () => {
    expect(isoDate('2025-04-22T08:00:00Z')).toBe('2025-04-22')
    expect(isoDate('yesterday')).toBeUndefined()
    expect(isoDate(null)).toBeUndefined()
  })
})
