/**
 * Where the build may download an image from, and how much of it (docs/security.md, "The build's
 * downloads"). Image URLs come from the dashboard, which any editor can write to, and the build
 * runs on a machine with a view of its network (a cloud's metadata service, internal services),
 * so an image URL is a request the build makes on an editor's behalf:
 *
 * - only http(s), only the dashboard's own origin or a host named in IMAGE_HOSTS (on its scheme's
 *   default port, or the port the entry names): src/api/imageSources.ts, the rule the browser
 *   applies too;
 * - a host of IMAGE_HOSTS only at public addresses: every address its name resolves to is checked
 *   when the connection is made (not before, so a name that resolves differently the second time
 *   cannot slip through), and an address written in the URL likewise. Loopback, private,
 *   link-local (the metadata service's 169.254.169.254), carrier-grade NAT, multicast and
 *   reserved ranges are refused; the dashboard's origin is exempt, being wherever the build was
 *   told the dashboard is (the fixture is on loopback);
 * - every redirect checked against the same rule before it is followed, at most five;
 * - a body refused before it is read when its Content-Length is above the cap, and abandoned
 *   the moment what arrives passes it: memory holds at most the cap, whatever the server sends.
 *
 * A refusal is a `Refused` error, which the request policy never retries.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { refusal, type ImageSources } from '#src/api/imageSources'
import { Refused } from '#src/api/request'

const MAX_REDIRECTS = 5
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/**
 * The range of an address that is not public, in words ("loopback", "link local", "unique
 * local", "private"), or null for a public one. The release gate (scripts/export/release-gate.ts) judges the
 * addresses in an export by the same rule.
 */
export function addressRange(address: string): string | null {
  // process(): an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const range = ipaddr.process(address).range()
  return range === 'unicast' ? null : range.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

/** A range of addressRange as a phrase: "a loopback address", "an unspecified address". */
export const rangeInWords = (range: string) => `${/^[aeiou]/.test(range) ? 'an' : 'a'} ${range} address`

/** Why the build will not connect to `address` for a host of IMAGE_HOSTS ("a loopback address"), or null. */
export function addressRefusal(address: string): string | null {
  const range = addressRange(address)
  return range ? `${rangeInWords(range)}, where the build fetches nothing` : null
}

/** dns.lookup, refusing the connection when any address the name resolves to is not public. */
const publicOnly: LookupFunction = (hostname, options: LookupOptions, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    for (const { address } of addresses) {
      const refused = addressRefusal(address)
      if (refused) return callback(new Refused(`${hostname} resolves to ${address}, ${refused}`), '', 0)
    }
    const [first] = addresses
    if (options.all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses)
    return callback(null, first?.address ?? '', first?.family ?? 4)
  })
}

/** The answer's body as a stream that errors with `Refused` the moment it passes `maxBytes`. */
function capped(answer: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let received = 0
  let done = false
  return new ReadableStream({
    start(controller) {
      const fail = (error: Error) => {
        if (done) return
        done = true
        controller.error(error)
        answer.destroy()
      }
      answer.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > maxBytes) return fail(new Refused(`more than the ${megabytes(maxBytes)} an image may have`))
        if (!done) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
      })
      answer.on('end', () => {
        if (done) return
        done = true
        controller.close()
      })
      answer.on('error', fail)
    },
    cancel() {
      done = true
      answer.destroy()
    },
  })
}

/** One GET, no redirect followed; the answer's head, its body still to come. */
function get(url: URL, trusted: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (!trusted && isIP(literal)) {
    const refused = addressRefusal(literal)
    if (refused) return Promise.reject(new Refused(`${literal} is ${refused}`))
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const request = send(url, { signal, headers: { accept: 'image/*' }, ...(trusted ? {} : { lookup: publicOnly }) }, resolve)
    request.on('error', reject)
    request.end()
  })
}

/**
 * A `fetch` for images within the boundary above (for the request policy's retries and timeout,
 * which pass their signal in the Request). Throws `Refused` for what the boundary refuses.
 */
export function boundedImageFetch(sources: ImageSources, maxBytes: number): typeof fetch {
  return async (input) => {
    const { signal } = input as Request
    const first = new URL((input as Request).url)
    let url = first
    for (let redirects = 0; ; redirects += 1) {
      const redirected = (why: string) => (url === first ? why : `redirected to ${url.href}: ${why}`)
      const refused = refusal(url, sources)
      if (refused) throw new Refused(redirected(refused))
      const answer = await get(url, url.origin === sources.dashboardOrigin, signal).catch((thrown: unknown) => {
        throw thrown instanceof Refused ? new Refused(redirected(thrown.message)) : thrown
      })
      const status = answer.statusCode ?? 0
      const location = answer.headers.location
      if ([301, 302, 303, 307, 308].includes(status) && location) {
        answer.destroy()
        if (redirects === MAX_REDIRECTS) throw new Refused(`more than ${MAX_REDIRECTS} redirects`)
        url = new URL(location, url)
        continue
      }
      const declared = Number(answer.headers['content-length'])
      if (declared > maxBytes) {
        answer.destroy()
        throw new Refused(`${megabytes(declared)} declared, more than the ${megabytes(maxBytes)} an image may have`)
      }
      const headers = new Headers()
      for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value)
      const empty = status === 204 || status === 304
      if (empty) answer.destroy()
      const response = new Response(empty ? null : capped(answer, maxBytes), { status, headers })
      Object.defineProperty(response, 'url', { value: url.href })
      return response
    }
  }
}
