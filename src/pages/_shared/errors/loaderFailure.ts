import { json } from 'react-router-dom'
import type { FailureKind, LoaderFailure } from './failures'

/**
 * The response a loader throws for a failure of `kind` (a 500, which the route's error element
 * shows in the visitor's language). Apart from ./failures.ts so that the loaders' code stays in
 * their pages' chunks, out of the shell every page loads.
 */
export function loaderFailure(kind: FailureKind, detail: string): Response {
  return json({ kind, detail } satisfies LoaderFailure, { status: 500 })
}
