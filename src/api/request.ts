/**
 * GET requests that survive a real network: a time limit per attempt that covers the body,
 * retries with exponential backoff and full jitter (honouring Retry-After), a cap on requests
 * in flight, and a deadline after which every request fails. Used as openapi-fetch's `fetch` by
 * the dashboard client, in the build and in the browser alike, so it imports nothing from Node.
 */
import pLimit, { type LimitFunction } from 'p-limit'
import { processWide } from './buildProcess'
import type { DashboardFailure } from './failure'

export interface RequestPolicy {
  /** Time allowed for one attempt, from sending to the last byte of the body. */
  timeoutMs: number
  /** Attempts in all (the first and the retries). */
  attempts: number
  /** Backoff before retry n (n = 1, 2, …) is random in [0, min(maxDelayMs, baseDelayMs · 2^(n-1))). */
  baseDelayMs: number
  maxDelayMs: number
  /** A longer Retry-After is cut to this (a dashboard asking for an hour does not stall the build). */
  retryAfterCapMs: number
  /** Requests in flight at once (the same limiter for every client that shares the policy). */
  limit: LimitFunction
  /** Epoch ms after which every request fails; null for none (the browser). */
  deadline: (() => number | null) | null
  /**
   * The build's: the first request that fails for good fails every other request of the policy
   * at once, those in flight and those not yet sent, so no loader asks again (decision 0014).
   */
  failFast: boolean
  /** Aborted with the first failure when `failFast` is set. */
  halted: AbortController
  random?: () => number
}

export const DEFAULT_ATTEMPTS = 6
const DEFAULT_CONCURRENCY = 6

export function requestPolicy(options: Partial<Omit<RequestPolicy, 'limit' | 'halted'>> & { concurrency?: number } = {}): RequestPolicy {
  const { concurrency = DEFAULT_CONCURRENCY, ...rest } = options
  return {
    timeoutMs: 15_000,
    attempts: DEFAULT_ATTEMPTS,
    baseDelayMs: 300,
    maxDelayMs: 5_000,
    retryAfterCapMs: 20_000,
    deadline: null,
    failFast: false,
    ...rest,
    limit: pLimit(concurrency),
    halted: new AbortController(),
  }
}

/**
 * A build's data phase (decision 0014): the configured time limit per attempt, one deadline that
 * runs from the first request, and the first request that fails for good stopping the others.
 */
export function buildPolicy({ timeoutMs, deadlineMs }: { timeoutMs: number; deadlineMs: number }): RequestPolicy {
  let deadline: number | null = null
  return requestPolicy({ timeoutMs, deadline: () => (deadline ??= Date.now() + deadlineMs), failFast: true })
}

/** A GET that failed for good: its message names the URL, the attempts made and the last cause. */
export class RequestFailure extends Error {
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly lastCause: string,
    // The client wraps this in an error that names the URL first.
    message = `cannot reach the dashboard: no answer after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${lastCause}`,
  ) {
    super(message)
    this.name = 'RequestFailure'
  }
}

/** A dashboard call that failed: the URL first, then the status it answered, if any, and why. */
export class DashboardError extends Error {
  readonly failure: DashboardFailure = 'request'
  constructor(
    readonly reason: string,
    readonly url: string,
    readonly status: number | null,
  ) {
    super(`Dashboard request failed: GET ${url}${status === null ? '' : ` answered ${status}`}: ${reason}`)
    this.name = 'DashboardError'
  }
}

/** A request given up because another failed for good first (a fail-fast policy): it names that one. */
class Halted extends RequestFailure {
  constructor(url: string, first: RequestFailure) {
    super(url, 0, first.lastCause, `not asked: the build stopped at the first request that failed for good, GET ${first.url}: ${first.message}`)
  }
}

/** A request the caller's own rules refuse (an address, a size): never retried, whatever it is. */
export class Refused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'Refused'
  }
}

/** Full jitter (AWS architecture blog, "Exponential Backoff and Jitter"): spreads retries of many requests. */
export function backoffMs(retry: number, policy: Pick<RequestPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.floor((policy.random ?? Math.random)() * ceiling)
}

/** Retry-After as milliseconds (RFC 9110 §10.2.3: delay-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const value = header?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

// Process-wide: an answer the build fetched before bundling (./earlyAnswers.ts) is read by the
// server bundle's own copy of this module.
const attemptsMade = processWide('request-attempts', () => new WeakMap<Response, number>())

/** How many attempts the answer took (1 for a response this module did not fetch). */
export const attemptsOf = (response: Response): number => attemptsMade.get(response) ?? 1

const retryableStatus = (status: number) => status === 429 || (status >= 500 && status <= 599)

function describe(thrown: unknown): string {
  if (!(thrown instanceof Error)) return String(thrown)
  // undici hides the socket's story in `cause`: "fetch failed (other side closed)".
  const cause = thrown.cause instanceof Error ? ` (${thrown.cause.message})` : ''
  return `${thrown.message}${cause}`
}

class Timeout extends Error {}

/** Waits `ms`, or less if `halted` is aborted first. */
function sleep(ms: number, halted: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      halted.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    halted.addEventListener('abort', done, { once: true })
  })
}

/**
 * One attempt: the answer with its whole body read, within `ms`; abandoned at once when `halted`
 * is aborted.
 *
 * The attempt ends when its signal aborts whether or not the fetch notices. Node's fetch (undici
 * 6) links a Request's signal to the signal it was made with through a weak reference, so once
 * the garbage collector has taken the intermediate Request an abort no longer reaches the
 * connection: a hanging request's fourth attempt waited for ever, and a build against a dead
 * endpoint ran into its deadline. The Request is also kept referenced until the end,
 * so that the abort does reach the socket in the usual case.
 */
async function attempt(request: Request, ms: number, fetchImpl: typeof fetch, timeout: string, halted: AbortSignal): Promise<Response> {
  const controller = new AbortController()
  const abandoned = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true })
  })
  abandoned.catch(() => undefined)
  const timer = setTimeout(() => controller.abort(new Timeout(timeout)), ms)
  const halt = () => controller.abort(halted.reason)
  halted.addEventListener('abort', halt, { once: true })
  const sent = new Request(request, { signal: controller.signal })
  try {
    const response = await Promise.race([fetchImpl(sent), abandoned])
    // Read here, under the same timer: a server that trickles its body is as stuck as one that never answers.
    const body = await Promise.race([response.arrayBuffer(), abandoned])
    const copy = new Response(response.status === 204 || response.status === 304 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
    Object.defineProperty(copy, 'url', { value: response.url || request.url })
    return copy
  } catch (thrown) {
    if (controller.signal.aborted) throw controller.signal.reason
    throw thrown
  } finally {
    clearTimeout(timer)
    halted.removeEventListener('abort', halt)
    void sent.signal
  }
}

/** Epoch ms left before the deadline (Infinity without one). */
const timeLeft = (policy: RequestPolicy) => {
  const deadline = policy.deadline?.() ?? null
  return deadline === null ? Infinity : deadline - Date.now()
}

/**
 * `fetch` with the policy. Only GETs are retried (the contact form's POST goes elsewhere); the
 * final answer of a retryable status is returned as it is, so its body can name the problem.
 * A request holds its slot from its first attempt to its last, waits between attempts included:
 * retries never queue behind new requests, so a dashboard that stops answering fails the first
 * requests within attempts x timeout + backoff however many wait behind them (with a fail-fast
 * policy, the whole build then stops).
 */
export function resilientFetch(policy: RequestPolicy, fetchImpl: typeof fetch = globalThis.fetch): (request: Request) => Promise<Response> {
  const halted = policy.halted.signal
  /** Fails every other request of a fail-fast policy with this one, and throws it. */
  const failed = (failure: RequestFailure): never => {
    if (policy.failFast && !halted.aborted && !(failure instanceof Halted)) policy.halted.abort(failure)
    throw failure
  }
  return (request) =>
    policy.limit(async () => {
      const attempts = request.method === 'GET' ? policy.attempts : 1
      let lastCause = ''
      const tooLate = (made: number, why: string) => new RequestFailure(request.url, made, made ? `${lastCause}; ${why}` : why)
      const haltedHere = () => new Halted(request.url, halted.reason as RequestFailure)
      for (let made = 1; ; made += 1) {
        // Checked before each attempt: a request queued behind hanging ones fails at the deadline too.
        if (halted.aborted) throw haltedHere()
        const left = timeLeft(policy)
        if (left <= 0) failed(tooLate(made - 1, 'the deadline passed'))
        let response: Response | null = null
        try {
          response =
            left < policy.timeoutMs
              ? await attempt(request, left, fetchImpl, 'no complete answer before the deadline', halted)
              : await attempt(request, policy.timeoutMs, fetchImpl, `no complete answer within ${policy.timeoutMs} ms`, halted)
          if (!retryableStatus(response.status) || made === attempts) {
            attemptsMade.set(response, made)
            return response
          }
          lastCause = `answered ${response.status}`
        } catch (thrown) {
          if (thrown === halted.reason && halted.aborted) throw haltedHere()
          if (thrown instanceof Refused) throw thrown
          lastCause = describe(thrown)
          if (made === attempts) failed(new RequestFailure(request.url, made, lastCause))
        }
        const asked = retryAfterMs(response?.headers.get('Retry-After') ?? null)
        const wait = asked === null ? backoffMs(made, policy) : Math.min(asked, policy.retryAfterCapMs)
        if (wait >= timeLeft(policy)) failed(tooLate(made, 'no time left to retry before the deadline'))
        await sleep(wait, halted)
      }
    })
}
