import { describe, expect, it } from 'vitest'
import { companyDay, isDateAlone } from './dates'

describe('the day of a date', () => {
  it('is a date alone’s own, and a time’s in Riyadh (UTC+3), whatever the machine’s time zone', () => {
    expect(companyDay('2026-07-09')).toBe('2026-07-09')
    expect(companyDay('2026-07-09T20:59:00.000Z')).toBe('2026-07-09')
    expect(companyDay('2026-07-09T21:00:00.000Z')).toBe('2026-07-10')
    expect(companyDay('2026-12-31T22:30:00.000Z')).toBe('2027-01-01')
  })

  it('tells a day from a time at midnight UTC', () => {
    expect(isDateAlone('2026-07-09')).toBe(true)
    expect(isDateAlone('2026-07-09T00:00:00.000Z')).toBe(false)
  })
})
