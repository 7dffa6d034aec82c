import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDashboard } from '#src/api/client'
import { backoffMs, DEFAULT_ATTEMPTS, requestPolicy, resilientFetch, retryAfterMs, RequestFailure, type RequestPolicy } from '#src/api/request'

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

// Small delays so the tests are quick; the defaults are what the build uses. The servers here
// answer from the test's own process, which a loaded machine can keep busy past a second: a
// timed-out attempt would be sent again and counted, so only the tests of timeouts set short ones.
const policy = (overrides: Partial<Parameters<typeof requestPolicy>[0]> = {}): RequestPolicy =>
  requestPolicy({ timeoutMs: 10_000, baseDelayMs: 20, maxDelayMs: 100, retryAfterCapMs: 1500, ...overrides })

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

  it('ends an attempt at its timeout even when the fetch never notices the abort', async () => {
    // A fetch deaf to its signal, as Node's is once the collector has taken the Request whose signal linked it.
    const deaf = (() => new Promise<Response>(() => undefined)) as typeof fetch
    const started = Date.now()
    const error = await failure(resilientFetch(policy({ timeoutMs: 200, attempts: 3 }), deaf)(new Request('http://dashboard.test/api/blogs')))
    expect(error?.message).toMatch(/^cannot reach the dashboard: no answer after 3 attempts: no complete answer within 200 ms/)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('aborts the connection of every timed-out attempt though the garbage collector runs while it waits', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    let open = 0
    let most = 0
    const server = await serve((req) => {
      open += 1
      most = Math.max(most, open)
      req.socket.on('close', () => (open -= 1))
    })
    // Collects while the request is in flight: the Request the attempt made is garbage by then unless kept.
    const collecting = ((input: Request) => {
      setTimeout(gc, 50)
      return fetch(input)
    }) as typeof fetch
    const error = await failure(resilientFetch(policy({ timeoutMs: 200, attempts: 4 }), collecting)(new Request(`${server.url}/api/blogs`)))
    expect(error?.message).toMatch(/^cannot reach the dashboard: no answer after 4 attempts/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    // Each attempt's connection was closed when it timed out: never two open at once, none left open.
    expect(most).toBe(1)
    expect(open).toBe(0)
  })

  it('fails every request once the deadline has passed, also those in flight and those waiting for a slot', async () => {
    const server = await serve(() => undefined) // never answers
    // Time enough for the two requests in flight to reach the server on a loaded machine (400 ms
    // was not, once, in a whole npm test), and far enough from the timeout to tell them apart.
    const deadline = Date.now() + 2_000
    const used = policy({ timeoutMs: 30_000, deadline: () => deadline, concurrency: 2 })
    const started = Date.now()
    const errors = await Promise.all([1, 2, 3, 4].map((n) => failure(get(`${server.url}/api/${n}`, used))))
    // Not the 30 s timeout: the deadline ends what is in flight.
    expect(Date.now() - started).toBeLessThan(15_000)
    for (const error of errors) expect(error?.message).toMatch(/deadline/)
    expect(server.requests()).toBe(2)
  })

  it('fails fast: the first request that fails for good fails the others at once, in flight, between attempts or waiting for a slot, and none is sent again', async () => {
    const sent: string[] = []
    const server = await serve((req, res) => {
      sent.push(req.url ?? '')
      // The blogs' connection is reset at once (twice: both attempts); the events ask to wait a second.
      if (req.url === '/api/blogs') return void setTimeout(() => req.socket.destroy(), 100)
      if (req.url === '/api/events') return json(res, 503, { message: 'Restarting' }, { 'Retry-After': '1' })
      setTimeout(() => json(res, 200, []), 3_000)
    })
    const used = policy({ timeoutMs: 5_000, attempts: 2, failFast: true, concurrency: 3 })
    const started = Date.now()
    const paths = ['/api/blogs', '/api/events', '/api/doctors', '/api/testimonials', '/api/product_categories']
    const errors = await Promise.all(paths.map((path) => failure(get(`${server.url}${path}`, used))))
    const elapsed = Date.now() - started
    // Two attempts of 100 ms and a backoff under 100 ms: not the 3 s the slow answer takes (what
    // each request did is checked below, so a busy machine cannot make this pass or fail alone).
    expect(elapsed).toBeLessThan(2_900)
    expect(errors[0]?.message).toMatch(/^cannot reach the dashboard: no answer after 2 attempts: fetch failed/)
    for (const error of errors.slice(1)) {
      expect(error).toBeInstanceOf(RequestFailure)
      expect(error?.message).toBe(
        `not asked: the build stopped at the first request that failed for good, GET ${server.url}/api/blogs: ${errors[0]?.message}`,
      )
    }
    const sentAtFailure = sent.length
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(sent.length).toBe(sentAtFailure)
    // The events were asked once (their retry was due after the failure), the doctors' slow answer
    // was abandoned, and the two requests waiting for a slot were never sent.
    expect(sent.filter((url) => url === '/api/events')).toHaveLength(1)
    expect(sent.filter((url) => url !== '/api/blogs' && url !== '/api/events')).toEqual(['/api/doctors'])
    // A later request of the same policy is not sent either.
    expect((await failure(get(`${server.url}/api/doctors`, used)))?.message).toMatch(/^not asked: .*\/api\/blogs/)
    expect(sent.length).toBe(sentAtFailure)
  })

  it('without fail-fast (the browser), one failure leaves the other requests alone', async () => {
    // The blogs' connection is reset at once: a failure that needs no timeout, which an answer on a
    // loaded machine could outlast.
    const server = await serve((req, res) => (req.url === '/api/blogs' ? void req.socket.destroy() : json(res, 200, [])))
    const used = policy({ attempts: 1 })
    expect((await failure(get(`${server.url}/api/blogs`, used)))?.message).toMatch(/^cannot reach the dashboard/)
    expect((await get(`${server.url}/api/events`, used)).status).toBe(200)
  })

  it('with the default settings, a data phase whose one endpoint never answers fails in under 150 s of clock time', async () => {
    vi.useFakeTimers()
    try {
      // Never answers, as a hanging socket; gives up only when its signal is aborted.
      const hanging: typeof fetch = (input) =>
        new Promise((_, reject) => {
          const { signal } = input as Request
          signal.addEventListener('abort', () => reject(signal.reason), { once: true })
        })
      const used = requestPolicy({ failFast: true, deadline: () => null })
      const send = resilientFetch(used, hanging)
      const started = Date.now()
      // A build's loaders: many pages, each asking while the others wait for slots or retry.
      const requests = Array.from({ length: 40 }, (_, n) => failure(send(new Request(`http://dashboard.test/api/blogs?page=${n}`))))
      let settled = false
      const all = Promise.all(requests).then((errors) => ((settled = true), errors))
      while (!settled && Date.now() - started < 600_000) await vi.advanceTimersByTimeAsync(1_000)
      const elapsed = Date.now() - started
      const errors = await all
      // attempts x timeout + the largest backoffs: 6 x 15 s + (0.3 + 0.6 + 1.2 + 2.4 + 4.8) s.
      expect(DEFAULT_ATTEMPTS).toBe(6)
      expect(elapsed).toBeLessThanOrEqual(6 * 15_000 + 9_300 + 1_000)
      expect(elapsed).toBeLessThan(150_000)
      expect(errors.filter((error) => error?.message.startsWith('cannot reach the dashboard: no answer after 6 attempts'))).toHaveLength(1)
      expect(errors.filter((error) => error?.message.startsWith('not asked: the build stopped'))).toHaveLength(39)
    } finally {
      vi.useRealTimers()
    }
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
