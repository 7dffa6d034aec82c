/**
 * GET requests that survive a real network: a time limit per attempt that covers the body,
 * retries with exponential backoff and full jitter (honouring Retry-After), a cap on requests
 * in flight, and a deadline after which every request fails. Used as openapi-fetch's `fetch` by
 * the dashboard client, in the build and in the browser alike, so it imports nothing from Node.
 */
import pLimit, { type LimitFunction } from 'p-limit'

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
  random?: () => number
}

export const DEFAULT_ATTEMPTS = 6
const DEFAULT_CONCURRENCY = 6

export function requestPolicy(options: Partial<Omit<RequestPolicy, 'limit'>> & { concurrency?: number } = {}): RequestPolicy {
  const { concurrency = DEFAULT_CONCURRENCY, ...rest } = options
  return {
    timeoutMs: 15_000,
    attempts: DEFAULT_ATTEMPTS,
    baseDelayMs: 300,
    maxDelayMs: 5_000,
    retryAfterCapMs: 20_000,
    deadline: null,
    ...rest,
    limit: pLimit(concurrency),
  }
}

/** A GET that failed for good: its message names the URL, the attempts made and the last cause. */
export class RequestFailure extends Error {
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly lastCause: string,
  ) {
    // The client wraps this in an error that names the URL first.
    super(`cannot reach the dashboard: no answer after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${lastCause}`)
    this.name = 'RequestFailure'
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

const attemptsMade = new WeakMap<Response, number>()

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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** One attempt: the answer with its whole body read, within `ms`. */
async function attempt(request: Request, ms: number, fetchImpl: typeof fetch, timeout: string): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Timeout(timeout)), ms)
  try {
    const response = await fetchImpl(new Request(request, { signal: controller.signal }))
    // Read here, under the same timer: a server that trickles its body is as stuck as one that never answers.
    const body = await response.arrayBuffer()
    const copy = new Response(response.status === 204 || response.status === 304 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
    Object.defineProperty(copy, 'url', { value: response.url || request.url })
    return copy
  } catch (thrown) {
    if (controller.signal.aborted && controller.signal.reason instanceof Timeout) throw controller.signal.reason
    throw thrown
  } finally {
    clearTimeout(timer)
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
 * A slot is held per attempt, not during the wait between attempts.
 */
export function resilientFetch(policy: RequestPolicy, fetchImpl: typeof fetch = globalThis.fetch): (request: Request) => Promise<Response> {
  return async (request) => {
    const attempts = request.method === 'GET' ? policy.attempts : 1
    let lastCause = ''
    const tooLate = (made: number, why: string) => new RequestFailure(request.url, made, made ? `${lastCause}; ${why}` : why)
    for (let made = 1; ; made += 1) {
      let response: Response | null = null
      try {
        response = await policy.limit(() => {
          // Checked when the slot is free: a request queued behind hanging ones fails at the deadline too.
          const left = timeLeft(policy)
          if (left <= 0) throw tooLate(made - 1, 'the deadline passed')
          return left < policy.timeoutMs
            ? attempt(request, left, fetchImpl, 'no complete answer before the deadline')
            : attempt(request, policy.timeoutMs, fetchImpl, `no complete answer within ${policy.timeoutMs} ms`)
        })
        if (!retryableStatus(response.status) || made === attempts) {
          attemptsMade.set(response, made)
          return response
        }
        lastCause = `answered ${response.status}`
      } catch (thrown) {
        if (thrown instanceof RequestFailure) throw thrown
        lastCause = describe(thrown)
        if (made === attempts) throw new RequestFailure(request.url, made, lastCause)
      }
      const asked = retryAfterMs(response?.headers.get('Retry-After') ?? null)
      const wait = asked === null ? backoffMs(made, policy) : Math.min(asked, policy.retryAfterCapMs)
      if (wait >= timeLeft(policy)) throw tooLate(made, 'no time left to retry before the deadline')
      await sleep(wait)
    }
  }
}
