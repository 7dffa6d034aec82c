/**
 * The one door to the dashboard (docs/architecture.md). It alone reads the answers (the build only
 * asks for the lists early, ./earlyAnswers.ts, with the same client library); it makes image paths
 * absolute on the dashboard host, fills the defaults of sloppy records (placeholder image and
 * blur, 'Not Specified', 'News', no "Invalid Date") and turns failures into the messages of
 * docs/product.md "Error messages". Everything after it renders what it is handed.
 */
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import createClient, { type Middleware } from 'openapi-fetch'
import { config } from '#src/config'
import { createI18n, type Catalogue } from '#src/i18n/catalogs/load'
import type { Locale } from '#src/i18n/locales'
import {
  AnswerError,
  assertUniqueIds,
  calendarDate,
  credit,
  eventPlace,
  contentGapMessage,
  eventEnd,
  plainText,
  quote,
  recordId,
  requiredText,
  withoutControlsDeep,
  type EventPlace,
} from './normalise'
import type { Picture, PrepareImage } from '#src/types/picture'
import { withoutDownloads } from './imageSources'
import { builtArticles, imagePreparation, inBuild, processWide, takeEarlyAnswer, warnOnce } from './buildProcess'
import { blurPlaceholder } from './placeholder'
import placeholderImage from './placeholder-image.json'
import { attemptsOf, buildPolicy, DashboardError, RequestFailure, requestPolicy, resilientFetch, type RequestPolicy } from './request'
import type { components, paths } from './schema'
import { contactWebhookUrl } from './contactWebhook'
import { CONTACT_FIELDS, CONTACT_TIMEOUT_MS, cleaned, type ContactField, type ContactOutcome, type ContactProblem } from '#src/types/contactRules'
import { languageQuery } from './earlyAnswers'

type Schemas = components['schemas']

// ---------------------------------------------------------------------------------------------
// What pages receive

/** A date as the dashboard sent it, kept only when it is a real calendar date (src/api/normalise.ts calendarDate), or null. */
type DateField = { created_at: string | null }

type Texts<T, K extends keyof T> = { [P in K]-?: string }

export type EventSummary = Texts<Schemas['EventSummary'], 'header' | 'description' | 'location'> &
  Pick<Schemas['EventSummary'], 'id'> &
  DateField & {
    image: Picture
    /** When it ends (calendarDate's form: a date alone is the last day), or null: none sent, no real date, or not after the start. */
    end_date: string | null
    /** Where it is, read from the dashboard's location; null when it gave none (`location` is then the default "Not Specified"). */
    place: EventPlace | null
  }

export type Event = EventSummary & Texts<Schemas['Event'], 'image_title' | 'introduction' | 'html_content'>

export type BlogSummary = Texts<Schemas['BlogSummary'], 'header' | 'description' | 'tag'> &
  Pick<Schemas['BlogSummary'], 'id'> &
  DateField & { image: Picture }

export type Blog = BlogSummary & Texts<Schemas['Blog'], 'image_title' | 'introduction' | 'html_content'>

export type ProductCategory = Texts<Schemas['ProductCategory'], 'name'> & Pick<Schemas['ProductCategory'], 'id'> & { image: Picture }

export type Product = Texts<Schemas['Product'], 'title' | 'short_description' | 'description'> & Pick<Schemas['Product'], 'id'> & { image: Picture }

export type Doctor = Texts<Schemas['Doctor'], 'name' | 'specialization' | 'location'> & { id: number; image: Picture }

/** `person` and `role` are `name` parted at its first comma (normalise.ts `credit`). */
export type Testimonial = Texts<Schemas['Testimonial'], 'name'> & { id: number; person: string; role: string | null }

// ---------------------------------------------------------------------------------------------
// Errors (docs/product.md "Error messages")

export const UNKNOWN_ERROR = 'Unknown error'
export const UNKNOWN_THROWN = 'An unknown error occured' // sic: the specification's wording

/** The message of a non-ok answer: its body's `message`, else `error`, else 'Unknown error'. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const { message: text, error } = body as Schemas['Error']
    if (typeof text === 'string' && text) return text
    if (typeof error === 'string' && error) return error
  }
  return UNKNOWN_ERROR
}

/** The message of anything thrown: an Error's own, else 'An unknown error occured'. */
export function messageFromThrown(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : UNKNOWN_THROWN
}

/** A failed dashboard call; its message names the URL, so a failed build says what to fix. */
// ---------------------------------------------------------------------------------------------
// Defaults for sloppy records

/** The labels below, in each language. */
const catalogue: Catalogue = { en: () => import('./client?messages=en'), ar: () => import('./client?messages=ar') }

const labels = {
  notSpecified: msg({ message: 'Not Specified', comment: 'Event location when the dashboard gives none' }),
  news: msg({ message: 'News', comment: 'Tag of a news article when the dashboard gives none' }),
}

/** The picture used when a record has none; written with its BlurHash by generate-images.ts. */
export const PLACEHOLDER_IMAGE: Readonly<{ src: string; hashblur: string }> = placeholderImage

interface Context {
  baseUrl: string
  i18n: I18n
}

/** Where a record sits: the answer's URL, the record's JSON pointer in it and its id (for messages). */
interface At {
  url: string
  pointer: string
  id?: unknown
}

/** A content field shown with its default (decision 0029): named once in the render's output, never in the browser. */
function gap(at: At, field: string, problem: string, shown: string): void {
  if (import.meta.env.SSR) warnOnce(contentGapMessage(at.url, `${at.pointer}/${field}`, at.id, problem, shown))
}

/**
 * An optional text (decision 0029): its plain text when it is a string, else `fallback`; a value
 * of another type (a number, an object) is named in one warning, as a missing one is not.
 */
function content(value: unknown, at: At, field: string, fallback = ''): string {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    gap(at, field, `expected a text, got ${quote(value)}`, fallback ? `"${fallback}" is shown` : 'it is left out')
  }
  return plainText(value) || fallback
}

const PLACEHOLDER_SHOWN = 'the placeholder image is shown'

/** The URL of a record's image, absolute; null (after one warning, unless there is simply no image) when it has none the site may show. */
function imageUrl(image: unknown, at: At, baseUrl: string): string | null {
  if (image === undefined || image === null) return null
  if (typeof image !== 'object' || Array.isArray(image)) {
    gap(at, 'image', `expected an image (an object with a src), got ${quote(image)}`, PLACEHOLDER_SHOWN)
    return null
  }
  const { src } = image as { src?: unknown }
  const path = plainText(src)
  if (!path) {
    gap(at, 'image/src', src === undefined ? 'the image has no src' : `expected the image's URL, got ${quote(src)}`, PLACEHOLDER_SHOWN)
    return null
  }
  // A scheme of its own (https:, file:, data:, javascript:) is a URL; anything else a path on the dashboard host.
  if (!/^[a-z][a-z\d+.-]*:/i.test(path)) return `${baseUrl}/${path.replace(/^\/+/, '')}`
  const url = URL.canParse(path) ? new URL(path) : null
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return url.href
  gap(at, 'image/src', `not an http(s) URL: ${quote(path)}`, PLACEHOLDER_SHOWN)
  return null
}

/**
 * What becomes of an image's URL: in a build, what its pipeline makes of it (scripts/export/images.ts:
 * variants, kept at its URL, or refused: a host not allowed, too large); where nothing is
 * downloaded (an article published after the build, in the browser; the development server), the
 * build's rule for hosts alone, so a record shows the same picture whichever side loads it.
 */
const imagesOf = (context: Context): PrepareImage =>
  imagePreparation() ?? withoutDownloads({ dashboardOrigin: new URL(context.baseUrl).origin, hosts: config.imageHosts })

/**
 * A record's picture: its image, or the placeholder with its blur when it has none (decision
 * 0029). An image the site refuses is the placeholder too, never its URL, whichever side loads
 * the record (decision 0045).
 */
async function picture(image: unknown, alt: string, context: Context, at: At): Promise<Picture> {
  const placeholder = (await blurPlaceholder(PLACEHOLDER_IMAGE.hashblur)) ?? ''
  const prepare = imagesOf(context)
  const none = async (): Promise<Picture> => {
    const prepared = await prepare(PLACEHOLDER_IMAGE.src)
    return { src: PLACEHOLDER_IMAGE.src, alt, placeholder, ...(typeof prepared === 'object' ? { variants: prepared } : {}) }
  }
  const src = imageUrl(image, at, context.baseUrl)
  if (!src) return none()
  const { name, hashblur } = image as { name?: unknown; hashblur?: unknown }
  const made = await prepare(src)
  if (made === 'refused') return none()
  return {
    src,
    alt: content(name, at, 'image/name') || alt,
    placeholder: (await blurPlaceholder(content(hashblur, at, 'image/hashblur'))) ?? placeholder,
    ...(typeof made === 'object' ? { variants: made } : {}),
  }
}

/** The fields every record with a page or a card needs: an id safe as a path, and a title. */
function identity(raw: { id?: unknown }, title: unknown, titleField: string, { url, pointer }: At) {
  return { id: recordId(raw.id, url, `${pointer}/id`), title: requiredText(title, url, `${pointer}/${titleField}`) }
}

async function eventSummary(raw: Schemas['EventSummary'], context: Context, at: At): Promise<EventSummary> {
  const { id, title: header } = identity(raw, raw.header, 'header', at)
  const created_at = calendarDate(content(raw.created_at, at, 'created_at'))
  return {
    id,
    header,
    description: content(raw.description, at, 'description'),
    location: content(raw.location, at, 'location', context.i18n._(labels.notSpecified)),
    place: eventPlace(plainText(raw.location)),
    created_at,
    end_date: eventEnd(created_at, content(raw.end_date, at, 'end_date')),
    image: await picture(raw.image, header, context, at),
  }
}

/** The texts only an article page shows (events and news have the same). */
const articleTexts = (raw: Schemas['Event'] | Schemas['Blog'], at: At) => ({
  image_title: content(raw.image_title, at, 'image_title'),
  introduction: content(raw.introduction, at, 'introduction'),
  html_content: content(raw.html_content, at, 'html_content'),
})

async function event(raw: Schemas['Event'], context: Context, at: At): Promise<Event> {
  return { ...(await eventSummary(raw, context, at)), ...articleTexts(raw, at) }
}

async function blogSummary(raw: Schemas['BlogSummary'], context: Context, at: At): Promise<BlogSummary> {
  const { id, title: header } = identity(raw, raw.header, 'header', at)
  return {
    id,
    header,
    description: content(raw.description, at, 'description'),
    tag: content(raw.tag, at, 'tag', context.i18n._(labels.news)),
    created_at: calendarDate(content(raw.created_at, at, 'created_at')),
    image: await picture(raw.image, header, context, at),
  }
}

async function blog(raw: Schemas['Blog'], context: Context, at: At): Promise<Blog> {
  return { ...(await blogSummary(raw, context, at)), ...articleTexts(raw, at) }
}

async function category(raw: Schemas['ProductCategory'], context: Context, at: At): Promise<ProductCategory> {
  const { id, title: name } = identity(raw, raw.name, 'name', at)
  return { id, name, image: await picture(raw.image, name, context, at) }
}

async function product(raw: Schemas['Product'], context: Context, at: At): Promise<Product> {
  const { id, title } = identity(raw, raw.title, 'title', at)
  return {
    id,
    title,
    short_description: content(raw.short_description, at, 'short_description'),
    description: content(raw.description, at, 'description'),
    image: await picture(raw.image, title, context, at),
  }
}

/** Doctors and testimonials need no id of their own (no page): a missing one is their position. */
const optionalId = (raw: { id?: unknown }, index: number, { url, pointer }: At): number =>
  raw.id === undefined || raw.id === null ? index + 1 : recordId(raw.id, url, `${pointer}/id`)

async function doctor(raw: Schemas['Doctor'], context: Context, at: At, index: number): Promise<Doctor> {
  const name = requiredText(raw.name, at.url, `${at.pointer}/name`)
  return {
    id: optionalId(raw, index, at),
    name,
    specialization: content(raw.specialization, at, 'specialization'),
    location: content(raw.location, at, 'location'),
    image: await picture(raw.image, name, context, at),
  }
}

// ---------------------------------------------------------------------------------------------
// Calls

/**
 * Lists the site shows whole on one page (product categories, a category's products, doctors,
 * testimonials) fail the build above this many records, naming the endpoint: a page of 10,000
 * products took the build past 10 GB of memory, where a clear failure costs nothing. Articles are
 * paginated (12 a page) and have no such limit.
 */
export const ONE_PAGE_LIMIT = 2000

export interface Dashboard {
  events(locale: Locale): Promise<EventSummary[]>
  /** Null when the dashboard answers 404 for that id. */
  event(id: number, locale: Locale): Promise<Event | null>
  randomEvents(id: number, locale: Locale): Promise<EventSummary[]>
  blogs(locale: Locale): Promise<BlogSummary[]>
  blog(id: number, locale: Locale): Promise<Blog | null>
  randomBlogs(id: number, locale: Locale): Promise<BlogSummary[]>
  categories(locale: Locale): Promise<ProductCategory[]>
  products(categoryName: string, locale: Locale): Promise<Product[]>
  doctors(locale: Locale): Promise<Doctor[]>
  testimonials(locale: Locale): Promise<Testimonial[]>
}

/**
 * One policy per process (kept on globalThis: the build may load this module more than once),
 * so the concurrency cap, the data phase's deadline and its stop hold for every client of the
 * build. The deadline runs from the first request; the first request that fails for good stops
 * every other (decision 0014): a dead endpoint fails the build in one request's attempts.
 */
function sharedPolicy(): RequestPolicy {
  return processWide('dashboard-requests', () =>
    // A build's data phase only: not the browser, nor the development server's render.
    inBuild()
      ? buildPolicy({ timeoutMs: config.dashboardTimeoutMs, deadlineMs: config.dashboardDeadlineMs })
      : requestPolicy({ timeoutMs: config.dashboardTimeoutMs }),
  )
}

/**
 * Every answer is JSON (else the URL is named) and, in the build, matches openapi/dashboard.yaml
 * (./contract.ts, loaded only there so Ajv stays out of the browser bundle).
 */
// Imported once: each import() of it would be resolved again (through the loader hooks in the build).
let contract: Promise<typeof import('./contract')> | undefined

const checkAnswers: Middleware = {
  async onResponse({ response, schemaPath }) {
    if (!response.ok) return undefined
    let body: unknown
    try {
      body = JSON.parse(await response.clone().text())
    } catch (thrown) {
      throw new AnswerError(response.url, '', `the answer is not JSON (${messageFromThrown(thrown)})`)
    }
    if (import.meta.env.SSR) {
      const { checkAnswer } = await (contract ??= import('./contract'))
      const violation = checkAnswer(schemaPath, response.status, body)
      if (violation) throw new AnswerError(response.url, violation.pointer, violation.expected, body)
    }
    return undefined
  },
}

/**
 * In a build, each whole list of events or news is fetched once per language (kept on
 * process-wide, as the policy is): every page of a listing (84 of them with 1,000 articles) keeps
 * its own slice of the same answer, where fetching, checking and normalising all of it again for
 * each page made the data phase quadratic, and the pages of one build cannot disagree if the
 * dashboard changes meanwhile. A failed call is not kept (a build stops at it, see sharedPolicy).
 */
/** A whole list of articles, kept in a build for its feeds and calendars (the same records the pages show). */
function recorded<T>(kind: 'news' | 'event', locale: Locale, items: T[]): T[] {
  if (inBuild()) builtArticles().set(`${kind} ${locale}`, items)
  return items
}

function onceInBuild<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!inBuild()) return load()
  const lists = processWide('dashboard-lists', () => new Map<string, Promise<unknown>>())
  let answer = lists.get(key) as Promise<T> | undefined
  if (!answer) {
    answer = load()
    lists.set(key, answer)
    answer.catch(() => lists.delete(key))
  }
  return answer
}

export function createDashboard(
  baseUrl: string | null = config.dashboardUrl,
  fetchImpl: typeof fetch = globalThis.fetch,
  policy: RequestPolicy = sharedPolicy(),
): Dashboard {
  if (!baseUrl) {
    throw new Error('DASHBOARD_URL is not set: "npm run build" starts the fixture dashboard, or set DASHBOARD_URL.')
  }
  const base = baseUrl.replace(/\/+$/, '')
  const send = resilientFetch(policy, fetchImpl)
  const client = createClient<paths>({
    baseUrl: base,
    headers: { 'Content-Type': 'application/json' },
    fetch: async (request) => {
      try {
        // A list the build asked for before bundling (./earlyAnswers.ts) is answered once from there.
        return await ((inBuild() && takeEarlyAnswer(request.url)) || send(request))
      } catch (thrown) {
        if (thrown instanceof RequestFailure) throw new DashboardError(thrown.message, request.url, null)
        throw thrown
      }
    },
  })
  client.use(checkAnswers)
  const contexts = new Map<Locale, Promise<Context>>()
  const contextFor = (locale: Locale) => {
    let context = contexts.get(locale)
    if (!context) {
      context = catalogue[locale]().then(({ messages }) => ({ baseUrl: base, i18n: createI18n(locale, messages) }))
      contexts.set(locale, context)
    }
    return context
  }

  interface Answer<T> {
    data: T
    url: string
  }

  /** Checks one answer: a 404 gives null when allowed, every other failure a DashboardError. */
  async function call<T>(
    sent: Promise<{ data?: T; error?: unknown; response: Response }>,
    { allowNotFound = false } = {},
  ): Promise<Answer<T> | null> {
    const { data, error, response } = await sent
    // Every text of every answer, cleaned once here, before any field is read (./normalise.ts).
    if (response.ok && data !== undefined) return { data: withoutControlsDeep(data) as T, url: response.url }
    if (allowNotFound && response.status === 404) return null
    const attempts = attemptsOf(response)
    const after = attempts > 1 ? ` (after ${attempts} attempts)` : ''
    throw new DashboardError(response.ok ? 'the answer is not JSON' : `${messageFromBody(error)}${after}`, response.url, response.status)
  }

  /** Normalises every record of a list answer; its ids must be unique (one page, one card each). */
  const list = async <Raw, Out extends { id: number }>(
    answer: Answer<Raw[]> | null,
    locale: Locale,
    map: (raw: Raw, context: Context, at: At, index: number) => Promise<Out>,
    { uniqueIds = true, onOnePage = false } = {},
  ) => {
    if (!answer) return []
    const { data, url } = answer
    // The contract check is build-only: the browser still refuses a non-list rather than showing nothing.
    if (!Array.isArray(data)) throw new AnswerError(url, '', 'expected a list')
    if (onOnePage && data.length > ONE_PAGE_LIMIT) {
      throw new AnswerError(url, '', `${data.length} records, but this list is shown whole on one page, which holds at most ${ONE_PAGE_LIMIT}`)
    }
    const context = await contextFor(locale)
    const records = await Promise.all(
      data.map((raw, index) => {
        if (!raw || typeof raw !== 'object') throw new AnswerError(url, `/${index}`, 'expected a record (an object)')
        return map(raw, context, { url, pointer: `/${index}`, id: (raw as { id?: unknown }).id }, index)
      }),
    )
    if (uniqueIds) assertUniqueIds(records, url)
    return records
  }
  const one = async <Raw, Out>(answer: Answer<Raw> | null, locale: Locale, map: (raw: Raw, context: Context, at: At) => Promise<Out>) => {
    if (!answer) return null
    if (!answer.data || typeof answer.data !== 'object') throw new AnswerError(answer.url, '', 'expected a record (an object)')
    return map(answer.data, await contextFor(locale), { url: answer.url, pointer: '', id: (answer.data as { id?: unknown }).id })
  }
  const lang = (locale: Locale) => ({ query: languageQuery(locale) })
  const byId = (id: number, locale: Locale) => ({ path: { id }, query: languageQuery(locale) })
  const allowNotFound = { allowNotFound: true }
  const onOnePage = { onOnePage: true }
  // Doctors and testimonials: optional ids, and each list shown whole on its page.
  const anyIds = { uniqueIds: false, onOnePage: true }

  return {
    events: (locale) =>
      onceInBuild(`${base} events ${locale}`, async () =>
        recorded('event', locale, await list(await call(client.GET('/api/events', { params: lang(locale) })), locale, eventSummary)),
      ),
    event: async (id, locale) => one(await call(client.GET('/api/events/{id}', { params: byId(id, locale) }), allowNotFound), locale, event),
    randomEvents: async (id, locale) => list(await call(client.GET('/api/random_events/{id}', { params: byId(id, locale) })), locale, eventSummary),
    blogs: (locale) =>
      onceInBuild(`${base} blogs ${locale}`, async () =>
        recorded('news', locale, await list(await call(client.GET('/api/blogs', { params: lang(locale) })), locale, blogSummary)),
      ),
    blog: async (id, locale) => one(await call(client.GET('/api/blogs/{id}', { params: byId(id, locale) }), allowNotFound), locale, blog),
    randomBlogs: async (id, locale) => list(await call(client.GET('/api/random_blogs/{id}', { params: byId(id, locale) })), locale, blogSummary),
    categories: async (locale) => {
      const answer = await call(client.GET('/api/product_categories', { params: lang(locale) }))
      return list(answer as Answer<Schemas['ProductCategory'][]> | null, locale, category, onOnePage)
    },
    products: async (categoryName, locale) => {
      const query = { category: categoryName, ...languageQuery(locale) }
      // With `category`, this path answers products (openapi/dashboard.yaml: oneOf).
      const answer = await call(client.GET('/api/product_categories', { params: { query } }))
      return list(answer as Answer<Schemas['Product'][]> | null, locale, product, onOnePage)
    },
    // Doctors and testimonials have no page, and their ids are optional: no uniqueness to keep.
    doctors: async (locale) => list(await call(client.GET('/api/doctors', { params: lang(locale) })), locale, doctor, anyIds),
    testimonials: async (locale) =>
      list(
        await call(client.GET('/api/testimonials', { params: lang(locale) })),
        locale,
        async (raw, _context, at, index) => {
          const name = requiredText(raw.name, at.url, `${at.pointer}/name`)
          return { id: optionalId(raw, index, at), name, ...credit(name) }
        },
        anyIds,
      ),
  }
}

// ---------------------------------------------------------------------------------------------
// Contact webhook

export type ContactMessage = Schemas['ContactMessage']

const isProblem = (value: unknown): value is ContactProblem => value === 'missing' || value === 'tooLong' || value === 'badEmail'
const isField = (value: unknown): value is ContactField => CONTACT_FIELDS.includes(value as ContactField)

/** The script's answer, read: its JSON's `result`, or not confirmed for anything else. */
export function contactOutcome(answer: unknown): ContactOutcome {
  if (!answer || typeof answer !== 'object') return { result: 'unconfirmed' }
  const { result, error, field } = answer as { result?: unknown; error?: unknown; field?: unknown }
  if (result === 'success') return { result: 'stored' }
  if (result === 'error') return { result: 'refused', problem: isProblem(error) ? error : null, field: isField(field) ? field : null }
  return { result: 'unconfirmed' }
}

/**
 * Posts a contact message as docs/product.md "Dashboard calls" says: a JSON body of exactly the
 * four fields, cleaned as the script cleans them (src/types/contactRules.ts), sent as text/plain so the
 * cross-origin post is a simple request without a preflight (Apps Script answers no OPTIONS).
 * Apps Script answers with a 302 to script.googleusercontent.com, which the policy's connect-src
 * names (docs/decisions/0033); the answer there is read in cors mode. Never rejects: whatever is
 * not the script's JSON is `unconfirmed`. The timer is a plain setTimeout, so a test's clock can
 * run it out.
 */
export async function sendContactMessage(message: ContactMessage, fetchImpl: typeof fetch = globalThis.fetch): Promise<ContactOutcome> {
  const url = contactWebhookUrl()
  if (!url) throw new Error('CONTACT_WEBHOOK_URL is not set')
  const body = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, cleaned(message[field])])) as ContactMessage
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CONTACT_TIMEOUT_MS)
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      mode: 'cors',
      redirect: 'follow',
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    if (!response.ok) return { result: 'unconfirmed' }
    return contactOutcome(JSON.parse(await response.text()))
  } catch {
    return { result: 'unconfirmed' }
  } finally {
    clearTimeout(timer)
  }
}
