import { json } from 'react-router-dom'
import { dashboardFailureOf } from '#src/api/failure'
import type { FailureKind, LoaderFailure } from './failures'

/**
 * The response a loader throws for a failure of `kind` (a 500, which the route's error element
 * shows in the visitor's language), from what was `thrown` and its message. Apart from
 * ./failures.ts so that the loaders' code stays in their pages' chunks, out of the shell every page loads.
 */
export function loaderFailure(kind: FailureKind, thrown: unknown, detail: string): Response {
  return json({ kind, detail, failure: dashboardFailureOf(thrown) } satisfies LoaderFailure, { status: 500 })
}
