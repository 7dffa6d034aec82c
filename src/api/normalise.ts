/**
 * What the dashboard client makes of the values it is sent, in one place, in the build and the
 * browser alike: plain text without bidi controls, dates only when they are real calendar dates,
 * ids only when they can safely become a path, and errors that name the URL and the record.
 */
import { companyDay, isDateAlone } from '#src/i18n/dates'
import type { DashboardFailure } from './failure'
import { isRecordId } from './recordId'

/** A value quoted in a message, cut short: a 5,000-character id would bury the rest. */
export function quote(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value)
  return json.length > 80 ? `${json.slice(0, 77)}...` : json
}

/** " (record with id 12)", or nothing for a record without one. */
const withId = (id: unknown) => (id === undefined ? '' : ` (record with id ${quote(id)})`)

/** " (record with id 12)" when the pointer is inside a record that has an id: which record, not only where. */
function recordNote(answer: unknown, pointer: string): string {
  const index = /^\/(\d+)(?=\/|$)/.exec(pointer)?.[1]
  const record = Array.isArray(answer) ? (index === undefined ? undefined : answer[Number(index)]) : answer
  return withId(record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined)
}

/** An answer the site will not build from: names the URL, where in the answer (and which record), and why. */
export class AnswerError extends Error {
  readonly failure: DashboardFailure = 'answer'
  constructor(
    readonly url: string,
    /** JSON pointer (RFC 6901) into the answer; '' is the whole answer. */
    readonly pointer: string,
    readonly problem: string,
    answer?: unknown,
  ) {
    const where = pointer ? `at ${pointer}${recordNote(answer, pointer)}` : 'the whole answer'
    super(`Dashboard answer rejected: GET ${url}: ${where}: ${problem}`)
    this.name = 'AnswerError'
  }
}

/**
 * A content field shown with its default (decision 0029: structure fails, content degrades):
 * names the URL, where in the answer and which record, what was wrong and what is shown.
 */
export function contentGapMessage(url: string, pointer: string, id: unknown, problem: string, shown: string): string {
  return `Dashboard record shown with a default: GET ${url}: at ${pointer}${withId(id)}: ${problem}; ${shown}`
}

/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F) other than tab, line feed and
 * carriage return, and lone surrogates (half of a pair, U+D800–U+DFFF, without the other half).
 * Neither survives the way to the visitor intact, and not the same way twice: the pre-rendered
 * HTML is UTF-8, where a lone surrogate can only be written as U+FFFD and the HTML parser drops
 * or replaces a NUL, while the hydration data (JSON) keeps both as escapes. The page and the
 * script would then read different texts and React would throw the whole page away (error
 * #418). In `u` mode a surrogate pair is one code point, so `\p{Cs}` matches only a lone half.
 */
const UNSHOWABLE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/gu

/** A dashboard text without control characters (tab and line breaks kept) or lone surrogates. */
export const withoutControls = (text: string): string => text.replace(UNSHOWABLE, '')

/**
 * Every string of an answer, at any depth, without control characters or lone surrogates: the
 * dashboard's texts (names, titles, article HTML before it is sanitised) reach the HTML and the
 * client alike. Keys are left as they are: the site reads them, it never shows them.
 */
export function withoutControlsDeep(value: unknown): unknown {
  if (typeof value === 'string') return withoutControls(value)
  if (Array.isArray(value)) return value.map(withoutControlsDeep)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutControlsDeep(item)]))
  }
  return value
}

/**
 * Unicode bidi embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C): in a title they reorder the text around them ("123" reads "321").
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g

/** A plain-text field as the site shows it: bidi controls removed, trimmed; '' when missing. */
export const plainText = (value: unknown): string => (typeof value === 'string' ? value.replace(BIDI_CONTROLS, '').trim() : '')

/** A text the record cannot be shown without (a title): empty after normalising fails the answer. */
export function requiredText(value: unknown, url: string, pointer: string): string {
  const text = plainText(value)
  if (!text) throw new AnswerError(url, pointer, `expected a non-empty text, got ${quote(value)}`)
  return text
}

const MIN_YEAR = 1900
const MAX_YEAR = 2200

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * An ISO 8601 date (the contract's format) as it says it, or null unless it is a real calendar
 * date between MIN_YEAR and MAX_YEAR (Date.parse rolls 2024-02-30 over to March 1): a date alone
 * stays a day (`2025-03-14`), a date with a time becomes an ISO timestamp in UTC. Midnight UTC is
 * a time like any other, never mistaken for a day.
 */
export function calendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const parts = ISO_DATE.exec(value.trim())
  if (!parts) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)))
  if (year === undefined || month === undefined || day === undefined) return null
  if (year < MIN_YEAR || year > MAX_YEAR || hour > 23 || minute > 59 || second > 59) return null
  const calendar = new Date(Date.UTC(year, month - 1, day))
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null
  if (parts[4] === undefined) return calendar.toISOString().slice(0, 10)
  const time = Date.parse(value.trim().replace(' ', 'T'))
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Where an event is, read from the dashboard's text: its name, and a city and a country when the text says "city, country". */
export interface EventPlace {
  name: string
  locality: string
  country?: string
}

/** "Riyadh, Saudi Arabia" (or "الرياض، المملكة العربية السعودية"): the last comma parts place and country. */
const LAST_COMMA = /^(.+)[,،]\s*([^,،]+)$/

/** The place a location text names, or null when the dashboard gave none (the page's "Not Specified" is not a place). */
export function eventPlace(location: string): EventPlace | null {
  if (!location) return null
  const [, locality, country] = LAST_COMMA.exec(location) ?? []
  return { name: location, locality: locality?.trim() || location, ...(country?.trim() ? { country: country.trim() } : {}) }
}

/**
 * An event's end (calendarDate's ISO form) when it is real and after its start, else null: an
 * end without a start, or before it, says nothing the site could show. A date alone is the
 * event's last day, so it may be the start's own day, counted where the company is: a start at
 * 22:30 UTC on the 9th is the 10th in Riyadh, where its calendar entry begins.
 */
export function eventEnd(start: string | null, end: unknown): string | null {
  const ends = calendarDate(end)
  if (!start || !ends) return null
  if (isDateAlone(ends)) return ends >= companyDay(start) ? ends : null
  return Date.parse(ends) > Date.parse(start) ? ends : null
}

export function recordId(value: unknown, url: string, pointer: string): number {
  if (!isRecordId(value)) throw new AnswerError(url, pointer, `expected a positive integer id, got ${quote(value)}`)
  return value
}

/** Two records with one id would be one page written twice: the second is reported. */
export function assertUniqueIds(records: ReadonlyArray<{ id: number }>, url: string): void {
  const seen = new Map<number, number>()
  records.forEach(({ id }, index) => {
    const first = seen.get(id)
    if (first !== undefined) throw new AnswerError(url, `/${index}/id`, `duplicate id ${id} (also at /${first}/id)`)
    seen.set(id, index)
  })
}

/**
 * A testimonial's name as the dashboard gives it, "Name, role" ("حصة المطيري، مديرة …"), parted at
 * its first comma so the person and the role can be set apart; a name without one is all person.
 */
export function credit(name: string): { person: string; role: string | null } {
  const at = /[,،]\s+/u.exec(name)
  return at ? { person: name.slice(0, at.index), role: name.slice(at.index + at[0].length) } : { person: name, role: null }
}
