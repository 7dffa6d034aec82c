/**
 * Days, as the company counts them. A date the dashboard sends alone is a day (`2025-03-14`,
 * src/api/normalise.ts calendarDate keeps it so); a time is counted in the company's time zone.
 * Pages, calendars and structured data all take an article's day from here, so a talk at 22:30
 * UTC on the 9th is on the 10th everywhere, as it is in Riyadh.
 */

/** A day without a time, as calendarDate keeps a date alone (the contract's `2025-03-14`). */
export const isDateAlone = (date: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(date)

/** The company's time zone, where its days are counted (Riyadh: one offset, no daylight saving). */
export const companyTimeZone = { name: 'Asia/Riyadh', offsetHours: 3 } as const

/** The day (`YYYY-MM-DD`) of a date alone or of an ISO time: its own, or the time's in the company's time zone. */
export const companyDay = (date: string): string =>
  isDateAlone(date) ? date : new Date(Date.parse(date) + companyTimeZone.offsetHours * 3_600_000).toISOString().slice(0, 10)
