/**
 * The fixture's content on a calendar: ./content/ dates every article relative to the day the
 * dashboard starts (./content-types.ts `Moment`), and this makes the dates the dashboard sends.
 */
import type { BlogFixture, EventFixture, Moment } from './content-types'

/** A record of ./content/ with its moments as the dashboard sends dates (ISO 8601, a date alone without a time). */
export type Dated<T extends EventFixture | BlogFixture> = Omit<T, 'when' | 'ends'> & { created_at: string; end_date?: string }
export type DatedEvent = Dated<EventFixture>
export type DatedBlog = Dated<BlogFixture>

export const DAY = 86_400_000

/** `moment` on the calendar of `today` (its UTC day): `2026-07-09T05:30:00Z`, or `2026-07-09` for a date alone. */
function onCalendar(moment: Moment, today: Date): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + moment.days * DAY).toISOString().slice(0, 10)
  return moment.time ? `${day}T${moment.time}:00Z` : day
}

/** The content dated from `today`. */
export function dated<T extends EventFixture | BlogFixture>(records: T[], today: Date): Array<Dated<T>> {
  return records.map((record) => {
    const { when, ends, ...rest } = record as T & { ends?: Moment }
    return { ...rest, created_at: onCalendar(when, today), ...(ends ? { end_date: onCalendar(ends, today) } : {}) } as unknown as Dated<T>
  })
}
