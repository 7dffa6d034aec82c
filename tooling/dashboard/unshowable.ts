/**
 * Characters a dashboard can send in any text that no page may show as sent: a NUL, other C0 and
 * C1 control characters, and lone surrogates (half of a UTF-16 pair). JSON carries them all as
 * escapes, so a real dashboard's answer can hold them (a pasted text, a truncated emoji). The
 * sloppy fixture puts them in a doctor's name and in the first articles' texts
 * (./server.ts, `sloppy`); the client removes them (src/api/normalise.ts, `withoutControls`).
 */
const UNSHOWABLE = '\u0000\u0001\u0008\u000B\u000C\u001B\u007F\u0080\u0085\u009B\u009F\uD800\uDFFF\uDE00\uD83D'

/** The text with the unshowable characters after its second character and at its end. */
export const withUnshowable = (text: string): string => `${text.slice(0, 2)}${UNSHOWABLE}${text.slice(2)}${UNSHOWABLE}`
