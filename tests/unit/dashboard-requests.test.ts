import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createDashboard } from '../../src/api/client'
import { backoffMs, requestPolicy, resilientFetch, retryAfterMs, RequestFailure, type RequestPolicy } from '../../src/api/request'

// The request policy against a real HTTP server on a random port: real sockets, real resets,
// real slow bodies (no stand-in for fetch).

type Handler = (req: IncomingMessage, res: ServerResponse, count: number) => void
const servers: Server[] = []

async function serve(handler: Handler): Promise<{ url: string; requests: () => number }> {
  let count = 0
  const server = createServer((req, res) => handler(req, res, ++count))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count }
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

// Small delays so the tests are quick; the defaults are what the build uses.
const policy = (overrides: Partial<Parameters<typeof requestPolicy>[0]> = {}): RequestPolicy =>
  requestPolicy({ timeoutMs: 1000, baseDelayMs: 20, maxDelayMs: 100, retryAfterCapMs: 1500, ...overrides })

const get = (url: string, used: RequestPolicy) => resilientFetch(used)(new Request(url))
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as Error,
  )

describe('backoff and Retry-After', () => {
  it('backs off exponentially with full jitter, up to the cap', () => {
    const at = (random: number) => (retry: number) => backoffMs(retry, { baseDelayMs: 100, maxDelayMs: 1000, random: () => random })
    expect([1, 2, 3, 4, 5].map(at(0.999))).toEqual([99, 199, 399, 799, 999])
    expect([1, 2, 3].map(at(0))).toEqual([0, 0, 0])
    expect(at(0.5)(2)).toBe(100)
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterMs('3', now)).toBe(3000)
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000)
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('soon', now)).toBeNull()
    expect(retryAfterMs(null, now)).toBeNull()
  })
})

describe('requests that survive the network', () => {
  it('retries 503 and 429, waiting as Retry-After says (seconds and date), then answers', async () => {
    const server = await serve((_req, res, count) => {
      if (count === 1) return json(res, 503, { message: 'restarting' }, { 'Retry-After': '1' })
      if (count === 2) return json(res, 429, { message: 'slow down' }, { 'Retry-After': new Date(Date.now() + 1000).toUTCString() })
      return json(res, 200, [1])
    })
    const started = Date.now()
    const response = await get(`${server.url}/api/x`, policy())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([1])
    expect(server.requests()).toBe(3)
    // One second asked for by each; an HTTP date has one-second precision, so at least ~1 s in all.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('caps a long Retry-After', async () => {
    const server = await serve((_req, res, count) => (count === 1 ? json(res, 503, {}, { 'Retry-After': '3600' }) : json(res, 200, [])))
    const started = Date.now()
    expect((await get(server.url, policy({ retryAfterCapMs: 200 }))).status).toBe(200)
    // Bounds on waits are a tenth of what a regression would wait (here an hour), never the expected
    // time plus a little: a loaded CI machine stalls a few seconds at any point.
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('retries a connection the server destroys', async () => {
    const server = await serve((req, res, count) => (count % 2 === 1 ? req.socket.destroy() : json(res, 200, ['ok'])))
    expect(await (await get(server.url, policy())).json()).toEqual(['ok'])
    expect(server.requests()).toBe(2)
  })

  it('does not retry answers that will not change (404, 400) nor a POST', async () => {
    const server = await serve((req, res) => json(res, req.method === 'POST' ? 503 : 404, {}))
    expect((await get(server.url, policy())).status).toBe(404)
    expect((await resilientFetch(policy())(new Request(server.url, { method: 'POST', body: '{}' }))).status).toBe(503)
    expect(server.requests()).toBe(2)
  })

  it('gives up after the attempts, naming how many and the last cause', async () => {
    const server = await serve((_req, res) => json(res, 502, {}))
    const response = await get(server.url, policy({ attempts: 3 }))
    expect(response.status).toBe(502)
    expect(server.requests()).toBe(3)
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const refused = await failure(get(`http://127.0.0.1:${port}/api/events`, policy({ attempts: 2 })))
    expect(refused).toBeInstanceOf(RequestFailure)
    expect(refused?.message).toMatch(/^cannot reach the dashboard: no answer after 2 attempts: fetch failed \(.*ECONNREFUSED/)
  })

  it('times out an answer whose body trickles, not only one that never starts', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.write('[')
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 50)
    })
    const started = Date.now()
    const error = await failure(get(server.url, policy({ timeoutMs: 300, attempts: 2 })))
    const elapsed = Date.now() - started
    expect(error?.message).toMatch(/no answer after 2 attempts: no complete answer within 300 ms/)
    expect(elapsed).toBeGreaterThanOrEqual(600)
    // The body trickles forever: without the timeout the test itself times out.
    expect(elapsed).toBeLessThan(15_000)
  })

  it('fails every request once the deadline has passed, also those in flight and those waiting for a slot', async () => {
    const server = await serve(() => undefined) // never answers
    const deadline = Date.now() + 400
    const used = policy({ timeoutMs: 10_000, deadline: () => deadline, concurrency: 2 })
    const started = Date.now()
    const errors = await Promise.all([1, 2, 3, 4].map((n) => failure(get(`${server.url}/api/${n}`, used))))
    // Not the 10 s timeout: the deadline ends what is in flight.
    expect(Date.now() - started).toBeLessThan(5_000)
    for (const error of errors) expect(error?.message).toMatch(/deadline/)
    expect(server.requests()).toBe(2)
  })

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0
    let most = 0
    const server = await serve((_req, res) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      setTimeout(() => {
        inFlight -= 1
        json(res, 200, [])
      }, 30)
    })
    const used = policy({ concurrency: 3 })
    await Promise.all(Array.from({ length: 12 }, () => get(server.url, used)))
    expect(server.requests()).toBe(12)
    expect(most).toBe(3)
  })
})

describe('the dashboard client over the policy', () => {
  it('names the URL, the attempts and the last cause', async () => {
    const server = await serve((_req, res) => json(res, 503, { message: 'Maintenance until 02:00' }))
    const dashboard = createDashboard(server.url, globalThis.fetch, policy({ attempts: 2 }))
    await expect(dashboard.events('en')).rejects.toThrow(
      `Dashboard request failed: GET ${server.url}/api/events answered 503: Maintenance until 02:00 (after 2 attempts)`,
    )
  })

  it('names the URL of an answer that is not JSON', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('[{"id": 1, "hea')
    })
    const dashboard = createDashboard(server.url, globalThis.fetch, policy())
    await expect(dashboard.blogs('ar')).rejects.toThrow(
      `Dashboard answer rejected: GET ${server.url}/api/blogs?language=ar: the whole answer: the answer is not JSON`,
    )
  })

  it('fails at the deadline naming the endpoint when the dashboard never answers', async () => {
    const server = await serve(() => undefined)
    const deadline = Date.now() + 300
    const dashboard = createDashboard(server.url, globalThis.fetch, policy({ timeoutMs: 10_000, deadline: () => deadline }))
    const started = Date.now()
    await expect(dashboard.doctors('en')).rejects.toThrow(
      new RegExp(`^Dashboard request failed: GET ${server.url}/api/doctors: cannot reach the dashboard: .*deadline`),
    )
    // Not the 10 s timeout of the request: the deadline ends it.
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
