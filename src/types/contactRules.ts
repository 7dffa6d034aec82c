/**
 * The contact form's rule set, the one webhook/contact.gs applies too (its FIELDS, LIMITS, EMAIL
 * and INVISIBLE; tooling/dashboard/webhook.test.ts fails when the two differ, and the limits are
 * the contract's, openapi/dashboard.yaml): a field loses its invisible characters, then its
 * surrounding spaces; what is left must not be empty nor longer than its limit, and the e-mail
 * address must look like one. So the form refuses exactly what the script would.
 */

/** The four fields, in the order of the spreadsheet's columns. */
export const CONTACT_FIELDS = ['fullName', 'email', 'subject', 'message'] as const

export type ContactField = (typeof CONTACT_FIELDS)[number]

/**
 * Invisible characters a visitor cannot see: format characters (Unicode Cf: zero-width spaces and
 * joiners, bidi controls, the soft hyphen, the BOM) and the C0/C1 controls other than tab and line
 * breaks. A field of them alone is empty.
 */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
export const INVISIBLE = /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu

/** The browser's own check for type=email, in essence: something, @, something, a dot, something. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Why a field is refused: the codes contact.gs answers with (`{"result":"error","error":code,"field":name}`). */
export type ContactProblem = 'missing' | 'tooLong' | 'badEmail'

/** A field as checked and stored: without invisible characters, then trimmed. */
export const cleaned = (value: string): string => value.replace(INVISIBLE, '').trim()

/** The problem of one field's value, as typed, or null. */
export function fieldProblem(field: ContactField, value: string, limit: number): ContactProblem | null {
  const clean = cleaned(value)
  if (!clean) return 'missing'
  if (clean.length > limit) return 'tooLong'
  return field === 'email' && !EMAIL.test(clean) ? 'badEmail' : null
}

/**
 * What became of a message (docs/decisions/0041): stored on the script's word; refused, with the
 * script's reason and the field it applies to when it named one; or not confirmed, when its
 * answer could not be read (a network failure, a CORS refusal, Apps Script's HTML error page,
 * anything but its JSON, no answer in time). Only `stored` means the message arrived.
 */
export type ContactOutcome =
  { result: 'stored' } | { result: 'refused'; problem: ContactProblem | null; field: ContactField | null } | { result: 'unconfirmed' }

/** How long the visitor waits for the script's answer: Apps Script's own lock waits and cold starts take seconds, not half a minute. */
export const CONTACT_TIMEOUT_MS = 25_000
