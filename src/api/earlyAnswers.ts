/**
 * The build asks the dashboard for its lists before it bundles the site (scripts/build.ts,
 * decision 0031). A dashboard that cannot be reached, or stops answering, then fails the build in
 * its requests' attempts, not after a bundling it wastes (most of such a build's CPU). The answers are not asked for twice: each is kept for the
 * render's first request of its URL (./buildProcess.ts), and the client checks it there as it
 * checks every answer (./client.ts). Only failures to get an answer stop the build here; an answer
 * the client would refuse (an error status, a record against the contract) is the client's to name.
 *
 * Runs in the build's own process, before Vite: it imports nothing that needs Vite's transforms.
 */
import createClient from 'openapi-fetch'
import { locales, type Locale } from '#src/i18n/locales'
import { keepEarlyAnswer } from './buildProcess'
import { DashboardError, RequestFailure, resilientFetch, type RequestPolicy } from './request'
import type { paths } from './schema'

/** docs/product.md "Dashboard calls": `language=ar` only when the page is Arabic. */
export const languageQuery = (locale: Locale): { language?: 'ar' } => (locale === 'ar' ? { language: 'ar' } : {})

/** The lists every build asks for, in each language; what a page asks for by id or category waits for the page. */
const everyBuildsLists = ['/api/events', '/api/blogs', '/api/product_categories', '/api/doctors', '/api/testimonials'] as const

/**
 * Asks for every list of `everyBuildsLists` in both languages, under `policy`, and keeps each
 * answer for the render; resolves to how many were asked. Rejects with the client's message when
 * a request fails for good.
 */
export async function askListsFirst(baseUrl: string, policy: RequestPolicy): Promise<number> {
  const send = resilientFetch(policy)
  const asked: Promise<Response>[] = []
  // The client's own library builds the URLs, so they are those the render's requests ask for.
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    fetch: (request) => {
      const answer = send(request)
      keepEarlyAnswer(request.url, answer)
      asked.push(answer)
      // Unread: the body is the render's to read.
      return answer.then((response) => response.clone())
    },
  })
  await Promise.allSettled(
    locales.flatMap((locale) => everyBuildsLists.map((path) => client.GET(path, { params: { query: languageQuery(locale) }, parseAs: 'stream' }))),
  )
  const failures = (await Promise.allSettled(asked)).flatMap((settled) => (settled.status === 'rejected' ? [settled.reason as unknown] : []))
  // With a fail-fast policy the first failure stops the others, which then name it: it is the one to report.
  const failure = failures.find((reason) => reason instanceof RequestFailure && reason.attempts > 0) ?? failures[0]
  if (failure instanceof RequestFailure) throw new DashboardError(failure.message, failure.url, null)
  if (failure) throw failure
  return asked.length
}
