/**
 * Kept apart, with no imports, so that a page's loader can name a failure's side without
 * bringing the dashboard client into the page's chunk.
 */

/**
 * Which side of a dashboard call failed: 'request' (no usable answer: unreachable, an error
 * status) or 'answer' (an answer the site will not build from). Carried as a property, not only
 * as a class: the build renders with its own bundle of src/api, whose classes are not the build
 * script's, and a loader hands its failure on as data.
 */
export type DashboardFailure = 'request' | 'answer'

/** The side of a dashboard call an error reports, or null for any other error. */
export function dashboardFailureOf(error: unknown): DashboardFailure | null {
  const failure: unknown = typeof error === 'object' && error !== null ? (error as { failure?: unknown }).failure : null
  return failure === 'request' || failure === 'answer' ? failure : null
}
