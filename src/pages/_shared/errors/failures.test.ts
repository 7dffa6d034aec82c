import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { dashboardFailureOf } from '#src/api/failure'
import { AnswerError } from '#src/api/normalise'
import { DashboardError, RequestFailure } from '#src/api/request'
import { loaderFailure } from './loaderFailure'
import { buildFailure } from './RouteError'

// A failure's side goes from the dashboard client through a loader and the route's error element
// to the build's advice (scripts/build.ts) as data: no step reads it from the message.

/** What a loader throws for `thrown`, as the route's error element receives it in the build. */
async function routeError(thrown: unknown) {
  const response = loaderFailure('blogs', thrown, String(thrown))
  return new ErrorResponse(response.status, response.statusText, await response.json())
}

describe('the side of a failed dashboard call', () => {
  const unreachable = new DashboardError(
    new RequestFailure('http://127.0.0.1:9/api/blogs', 3, 'ECONNREFUSED').message,
    'http://127.0.0.1:9/api/blogs',
    null,
  )
  const rejected = new AnswerError('http://127.0.0.1:9/api/blogs', '/0/title', 'not a string')

  it('is named by the client errors themselves', () => {
    expect(dashboardFailureOf(unreachable)).toBe('request')
    expect(dashboardFailureOf(new DashboardError('Not found', 'http://127.0.0.1:9/api/blogs', 500))).toBe('request')
    expect(dashboardFailureOf(rejected)).toBe('answer')
  })

  it("crosses a loader's failure and the build's error element", async () => {
    expect(dashboardFailureOf(buildFailure(await routeError(unreachable)))).toBe('request')
    expect(dashboardFailureOf(buildFailure(await routeError(rejected)))).toBe('answer')
    // Thrown as they are, they keep it too.
    expect(dashboardFailureOf(buildFailure(unreachable))).toBe('request')
  })

  it('is no side for other errors, whatever their message says', async () => {
    const lookalike = new Error(unreachable.message)
    expect(lookalike.message).toContain('Dashboard request failed')
    expect(dashboardFailureOf(lookalike)).toBeNull()
    expect(dashboardFailureOf(buildFailure(await routeError(lookalike)))).toBeNull()
    expect(dashboardFailureOf({ failure: 'elsewhere' })).toBeNull()
    expect(dashboardFailureOf(null)).toBeNull()
  })
})
