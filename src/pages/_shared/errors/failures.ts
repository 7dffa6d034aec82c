import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isRouteErrorResponse } from 'react-router-dom'
import type { DashboardFailure } from '#src/api/failure'

/**
 * The failures docs/product.md "Error messages" names, by kind: a loader throws one with
 * `loaderFailure`, the route's error element (./RouteError.tsx) and the article shell show its
 * message in the visitor's language. A kind is a key, never the English text: renaming or
 * translating a message changes nothing that matches it.
 */
export const failureMessages = {
  blog: msg`Failed to load blog`,
  event: msg`Failed to load event`,
  blogs: msg`Unable to fetch Blogs`,
} satisfies Record<string, MessageDescriptor>

export type FailureKind = keyof typeof failureMessages

/**
 * What a loader's failure carries: its kind, and for the build what went wrong (never shown to a
 * visitor): the message, and which side of the dashboard call failed, if it was one.
 */
export interface LoaderFailure {
  kind: FailureKind
  detail: string
  failure: DashboardFailure | null
}

/** The kind of loader failure a route error is, if it is one. */
export function failureKindOf(error: unknown): FailureKind | null {
  const kind: unknown = isRouteErrorResponse(error) ? (error.data as Partial<LoaderFailure> | null)?.kind : null
  return Object.hasOwn(failureMessages, kind as PropertyKey) ? (kind as FailureKind) : null
}
