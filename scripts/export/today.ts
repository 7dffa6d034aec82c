/**
 * "Today" for the fixture dashboard, which dates its events and articles from it
 * (tooling/dashboard/server.ts), and for the build, which counts the events still to come from it
 * (scripts/export/feeds.ts) and prints its year in the copyright line (vite.config.ts). SITE_TODAY
 * (YYYY-MM-DD) pins it: the tests set it (PINNED_TODAY), so the fixture, the build and the
 * tests' expectations agree on one day whatever the machine's clock says. Unset (`npm start`,
 * `npm run build`), it is the real time.
 */

/** The day the tests pin (vitest.config.ts, playwright.site.config.ts). */
export const PINNED_TODAY = '2026-06-15'

/** A pinned day stands for its noon, UTC: the same calendar day in UTC and in Riyadh (UTC+3). */
const PINNED_HOUR = 'T12:00:00Z'

/** SITE_TODAY's day at noon UTC, or `clock()`; a value that is no calendar date names the variable. */
export function siteToday(env: Record<string, string | undefined> = process.env, clock: () => Date = () => new Date()): Date {
  const raw = env.SITE_TODAY?.trim()
  if (!raw) return clock()
  const date = new Date(`${raw}${PINNED_HOUR}`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    throw new Error(
      `Invalid SITE_TODAY: ${JSON.stringify(raw)} is not a calendar date. Set it to a day such as ${PINNED_TODAY}, or leave it unset for today.`,
    )
  }
  return date
}
