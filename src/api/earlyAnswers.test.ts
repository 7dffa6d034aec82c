import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startDashboard, type RunningDashboard } from '#tooling/dashboard/server'
import { createDashboard } from './client'
import { askListsFirst } from './earlyAnswers'
import { DashboardError, requestPolicy } from './request'

// The lists a build asks for before bundling, against the fixture dashboard and plain servers
// on random ports: asked once, read by the render's client without asking again, and a dashboard
// that cannot answer failing here with the client's own message.

/**
 * Every test counts what is asked: the servers answer from this test's own process, which a loaded
 * machine can keep busy for more than a second (a clean-clone npm test did), and an attempt that
 * timed out and was retried would count as a second ask. An unreachable port fails at once.
 */
const policy = () => requestPolicy({ attempts: 2, timeoutMs: 30_000, baseDelayMs: 10, maxDelayMs: 20, failFast: true })
const running: { close(): Promise<void> }[] = []

afterEach(async () => {
  for (const server of running.splice(0)) await server.close()
  delete process.env.SITE_BUILD
})

async function fixture(): Promise<{ dashboard: RunningDashboard; asked: Map<string, number> }> {
  const asked = new Map<string, number>()
  const dashboard = await startDashboard({
    port: 0,
    onRequest: (url) => asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1),
  })
  running.push(dashboard)
  return { dashboard, asked }
}

async function plainServer(status: number, body: unknown): Promise<{ url: string; requests: () => number }> {
  let requests = 0
  const server: Server = createServer((_, res) => {
    requests += 1
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  running.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests }
}

describe('the lists a build asks for before bundling', () => {
  it('asks for each list once in each language, and the render reads those answers without asking again', async () => {
    const { dashboard, asked } = await fixture()
    await askListsFirst(dashboard.url, policy())
    const lists = ['/api/events', '/api/blogs', '/api/product_categories', '/api/doctors', '/api/testimonials']
    const expected = lists.flatMap((path) => [path, `${path}?language=ar`]).sort()
    expect([...asked.keys()].sort()).toEqual(expected)
    expect(new Set(asked.values())).toEqual(new Set([1]))

    process.env.SITE_BUILD = '1'
    const client = createDashboard(dashboard.url, globalThis.fetch, policy())
    const [events, doctors] = await Promise.all([client.events('ar'), client.doctors('en'), client.testimonials('ar'), client.categories('en')])
    expect(events.length).toBeGreaterThan(0)
    expect(doctors.length).toBeGreaterThan(0)
    expect(new Set(asked.values())).toEqual(new Set([1]))
    // Each answer is handed out once: a second page asking for the doctors asks the dashboard.
    await client.doctors('en')
    expect(asked.get('/api/doctors')).toBe(2)
  })

  it('fails naming the URL, as the client would, when the dashboard cannot be reached', async () => {
    const failure = await askListsFirst('http://127.0.0.1:9', policy()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DashboardError)
    expect((failure as Error).message).toMatch(
      /^Dashboard request failed: GET http:\/\/127\.0\.0\.1:9\/api\/\w+(\?language=ar)?: cannot reach the dashboard: no answer after 2 attempts: fetch failed/,
    )
  })

  it('leaves an answer it got to the client to judge, with the attempts it took', async () => {
    const { url, requests } = await plainServer(503, { message: 'Down for maintenance' })
    await askListsFirst(url, policy())
    expect(requests()).toBe(10 * 2)
    process.env.SITE_BUILD = '1'
    await expect(createDashboard(url, globalThis.fetch, policy()).doctors('ar')).rejects.toThrow(
      `Dashboard request failed: GET ${url}/api/doctors?language=ar answered 503: Down for maintenance (after 2 attempts)`,
    )
    expect(requests()).toBe(10 * 2)
  })
})
