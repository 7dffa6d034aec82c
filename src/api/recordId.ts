/**
 * An id that can become a route and a file name: a positive safe integer (the contract's type).
 * A module of its own: article pages check ids in the browser, and importing the rest of the
 * normalisation for it would put that into their first load.
 */
export const isRecordId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1
