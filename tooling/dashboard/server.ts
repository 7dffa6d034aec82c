/**
 * The embedded fixture dashboard: implements openapi/dashboard.yaml from the bilingual content
 * in ./content/, serves its images, and stands in for the contact webhook as Google Apps Script
 * serves it (./webhook.ts: each message is appended as a JSON line to
 * .dashboard/contact-messages.jsonl, which git ignores).
 *
 *   npm run dashboard                    127.0.0.1, port DASHBOARD_PORT (default 4010)
 *   npm run dashboard -- --late          plus an article of each kind published after the build (id 9)
 *   npm run dashboard -- --sloppy        records with the gaps real dashboards have, and hostile
 *                                        HTML (./xss-vectors.ts) in the first articles, control
 *                                        characters and lone surrogates (./unshowable.ts) in
 *                                        them and in the first doctor's name
 *   npm run dashboard -- --large         1,000 events and 1,000 news articles (./content/large.ts),
 *                                        for the benchmark
 *   npm run dashboard -- --chaos=a,b     misbehaves the ways real servers do (for the build's
 *                                        tests; also `startDashboard({ chaos })`):
 *     reset         destroys one connection in three, at its first request (what a client sees
 *                   when a keep-alive connection closes under it: "other side closed")
 *     503           answers 503 twice per endpoint (path) before answering: the first with
 *                   Retry-After: 1, the second without
 *     slow          answers every API call after 500 ms
 *     hang          never answers an API call (the connection stays open)
 *     hang-blogs    never answers the news list (/api/blogs); every other call is answered
 *     trickle       sends an API answer's body one byte every `trickleMs` (default 2,000 ms)
 *     wrapped       lists come as {"items": [...]}
 *     string        lists come as a JSON string
 *     null-list     lists come as null
 *     null-item     lists come as [null]
 *     not-json      every API answer is cut off after 20 bytes (invalid JSON)
 *     no-id         the first event and news article have no id
 *     no-header     the first event and news article have the header ""
 *     id-traversal  the first event and news article have the id "../index"
 *     id-outside    ... the id "../../x"
 *     id-slash      ... the id "a/b"
 *     id-long       ... a 300-character id
 *     id-null       ... the id null
 *     id-duplicate  the second event and news article have the id of the first
 *     broken-image  the second news article's image (news-2.jpg, which sloppy mode keeps) answers
 *                   404; the build keeps its URL and says so
 *     huge          10,000 products in each category, 10,000 doctors, testimonials and related
 *                   articles ("random" lists); events and news stay as they are (each would be
 *                   four pages: `--large` is the benchmark of many articles)
 *   Node's default keep-alive (5 s) is kept in every chaos mode, as real servers have it.
 *
 * The contact webhook answers at /webhooks/contact and /macros/s/<id>/exec. Some ids are
 * deployments that fail as real ones do (./webhook.ts `failures`, webhook/README.md "When it
 * fails"); a test posts to one of them:
 *     /macros/s/no-cors-header/exec   stores the message; its answer carries no CORS header
 *     /macros/s/throws/exec           the spreadsheet fails: Apps Script's error page, nothing stored
 *     /macros/s/lock-timeout/exec     the script lock times out: the same error page, nothing stored
 *     /macros/s/slow/exec             the script runs a minute later (then stores and answers)
 *     /macros/s/gone/exec             a deleted deployment: Google's 404 page
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { components } from '../../src/api/schema'
import { blogs as allBlogs } from './content/blogs'
import { categories, doctors, testimonials } from './content/catalogue'
import { events as allEvents } from './content/events'
import { largeContent } from './content/large'
import { DAY, dated, type DatedBlog, type DatedEvent } from './dated'
import type { ImageKey, Localized } from './content-types'
import { envPort } from '#export/env-port'
import { listen } from '../net'
import { xssVectors } from './xss-vectors'
import { withUnshowable } from './unshowable'
import { appsScriptWebApp, contactWebhook } from './webhook'
import { DEFAULT_SITE_URL } from '#src/config'
import { siteToday } from '#export/today'

type Schemas = components['schemas']
type Language = 'en' | 'ar'

const here = dirname(fileURLToPath(import.meta.url))
const imagesDir = join(here, 'images')
const hashes: Record<string, string> = JSON.parse(readFileSync(join(here, 'blurhashes.json'), 'utf8'))

export interface DashboardOptions {
  port?: number
  host?: string
  /** Serve records with missing images, null locations, missing tags and unparseable dates. */
  sloppy?: boolean
  /** Answer every API call whose path matches with this status (to test failures). */
  failPaths?: { pattern: RegExp; status: number; body?: unknown }
  /** Where contact messages are appended. */
  messagesFile?: string
  /** The site the contact webhook's answer page links back to (its SITE_URL script property). */
  siteUrl?: string
  /** Also list one event and one news article "published after the build" (the next id: 9). */
  late?: boolean
  /** Serve 1,000 (or this many) generated events and news articles instead of the 8 of each (./content/large.ts). */
  large?: boolean | number
  /** Misbehaviours (see the header comment). */
  chaos?: ChaosMode[]
  /** `trickle`: milliseconds between two bytes. */
  trickleMs?: number
  /** Told of every request as it arrives (tests count what a build asks). */
  onRequest?: (url: URL) => void
  /** The day the content is dated from (./content-types.ts `Moment`); SITE_TODAY's, else the real one (scripts/export/today.ts). */
  today?: Date
}

export const chaosModes = [
  'reset',
  '503',
  'slow',
  'hang',
  'hang-blogs',
  'trickle',
  'wrapped',
  'string',
  'null-list',
  'null-item',
  'not-json',
  'no-id',
  'no-header',
  'id-traversal',
  'id-outside',
  'id-slash',
  'id-long',
  'id-null',
  'id-duplicate',
  'huge',
  'broken-image',
] as const
export type ChaosMode = (typeof chaosModes)[number]

/** `--chaos=reset,503` → the modes, or an error naming the unknown ones and listing the known. */
export function parseChaos(value: string): ChaosMode[] {
  const modes = value
    .split(',')
    .map((mode) => mode.trim())
    .filter(Boolean)
  const unknown = modes.filter((mode) => !(chaosModes as readonly string[]).includes(mode))
  if (unknown.length > 0) throw new Error(`Unknown chaos mode ${unknown.join(', ')}. Modes: ${chaosModes.join(', ')}.`)
  return modes as ChaosMode[]
}

export const HUGE_COUNT = 10_000

/** The id the `id-*` modes give the first record of a list. */
const badIds: Partial<Record<ChaosMode, unknown>> = {
  'id-traversal': '../index',
  'id-outside': '../../x',
  'id-slash': 'a/b',
  'id-long': '7'.repeat(300),
  'id-null': null,
}

/** The record-level misbehaviours, applied to the event and news lists (where ids become pages). */
function spoilRecords(body: unknown[], chaos: Set<ChaosMode>): unknown[] {
  const [first, second, ...rest] = body as Array<Record<string, unknown>>
  if (!first) return body
  let spoiled: Record<string, unknown> = { ...first }
  if (chaos.has('no-id')) delete spoiled.id
  if (chaos.has('no-header')) spoiled.header = ''
  for (const [mode, id] of Object.entries(badIds)) if (chaos.has(mode as ChaosMode)) spoiled = { ...spoiled, id }
  const next = second && chaos.has('id-duplicate') ? { ...second, id: first.id } : second
  return [spoiled, ...(next ? [next] : []), ...rest]
}

/** The shape-level misbehaviours, applied to every list answer. */
function spoilList(body: unknown[], chaos: Set<ChaosMode>): unknown {
  if (chaos.has('wrapped')) return { items: body }
  if (chaos.has('string')) return 'no records today'
  if (chaos.has('null-list')) return null
  if (chaos.has('null-item')) return [null, ...body]
  return body
}

/** `huge`: `count` records made from `records` (ids 1…count, names numbered). */
function multiplied<T extends { id?: number | null; name?: string; title?: string; header?: string }>(records: T[], count = HUGE_COUNT): T[] {
  return Array.from({ length: count }, (_, index) => {
    const record = records[index % records.length]!
    const suffix = ` ${index + 1}`
    return {
      ...record,
      id: index + 1,
      ...(record.name === undefined ? {} : { name: `${record.name}${suffix}` }),
      ...(record.title === undefined ? {} : { title: `${record.title}${suffix}` }),
      ...(record.header === undefined ? {} : { header: `${record.header}${suffix}` }),
    }
  })
}

export interface RunningDashboard {
  url: string
  close(): Promise<void>
  /** From now on, also lists what `late` lists from the start: `npm start -- --late` calls it once the site is built. */
  publishLate(): void
}

const pick = (text: Localized, language: Language) => text[language]

/** Records in the order the dashboard lists them, and where each id is in that order. */
interface Listed<T extends { id: number }> {
  items: T[]
  position: Map<number, number>
}

// Indexed by id, because with the large content a lookup per record made every list quadratic.
function listed<T extends { id: number }>(items: T[]): Listed<T> {
  return { items, position: new Map(items.map((item, index) => [item.id, index])) }
}

const byId = <T extends { id: number }>({ items, position }: Listed<T>, id: number): T | undefined => items[position.get(id) ?? -1]

/** The articles one server instance serves. */
interface Store {
  events: Listed<DatedEvent>
  blogs: Listed<DatedBlog>
  sloppy: boolean
}

/**
 * Where the late articles' picture is: another site, which the build would not download from (no
 * IMAGE_HOSTS), as an editor pasting a link would leave it. The browser must show the placeholder
 * there, as the build does for such a record (docs/decisions/0045).
 */
export const LATE_IMAGE_ORIGIN = 'https://photos.elsewhere.example'

/**
 * "Published after the build": the first article again, with the next id, newer than all (a news
 * article of today, an event a week after the last one), its picture on another site.
 */
function withLate<T extends DatedEvent | DatedBlog>(items: T[], today: Date): T[] {
  const next = Math.max(...items.map((item) => item.id)) + 1
  const latest = Math.max(...items.map((item) => Date.parse(item.created_at)))
  const { end_date: _end, ...first } = items[0]! as T & { end_date?: string }
  const at = 'location' in first ? new Date(latest + 7 * DAY) : today
  const late = {
    ...first,
    id: next,
    created_at: `${at.toISOString().slice(0, 10)}T09:00:00Z`,
    image: `${LATE_IMAGE_ORIGIN}/images/${first.image}.jpg`,
  }
  return [late as T, ...items]
}

function image(key: ImageKey, alt: Localized, language: Language): Schemas['Image'] {
  const src = URL.canParse(key) ? key : `/images/${key}.jpg`
  return { src, name: pick(alt, language), hashblur: hashes[key] ?? null }
}

// The gaps of a sloppy dashboard, spread over the records so every kind of gap is present: no
// image (null, or the field left out), and an image whose source an editor removed.
function sloppyImage<T extends { image?: Schemas['Image'] | null }>(record: T, id: number): T {
  if (id % 3 === 0) return { ...record, image: id % 2 ? null : { src: null, name: null, hashblur: null } }
  if (id % 3 === 1) {
    const { image: _dropped, ...rest } = record
    return rest as T
  }
  return record
}
const sloppyDates = ['not a date', '2024-13-45', '', null]
const sloppyDate = (id: number) => sloppyDates[id % sloppyDates.length] ?? null
/** A sloppy event's end: its own, text that is no date, a date before any start, or a number. */
const sloppyEnd = (id: number, source: DatedEvent): unknown => [source.end_date ?? null, 'soon', '1999-01-01T00:00:00Z', 42][id % 4]

function eventSummary(id: number, language: Language, { events, sloppy }: Store): Schemas['EventSummary'] {
  const source = byId(events, id)
  if (!source) throw new Error(`no event ${id}`)
  const record: Schemas['EventSummary'] = {
    id,
    header: pick(source.header, language),
    description: pick(source.description, language),
    image: image(source.image, source.image_title, language),
    created_at: source.created_at,
    ...(source.end_date === undefined ? {} : { end_date: source.end_date }),
    location: pick(source.location, language),
  }
  if (!sloppy) return record
  return { ...sloppyImage(record, id), location: id % 2 === 0 ? null : undefined, created_at: sloppyDate(id), end_date: sloppyEnd(id, source) }
}

/**
 * A sloppy dashboard's first articles also carry every vector of the injection corpus, and
 * control characters and lone surrogates in their texts (./unshowable.ts).
 */
const hostile = xssVectors.map((vector) => vector.html).join('\n')
const body = (html: string, id: number, sloppy: boolean) => (sloppy && id === 1 ? `${withUnshowable(html)}\n${hostile}` : html)

function event(id: number, language: Language, store: Store): Schemas['Event'] {
  const { events, sloppy } = store
  const source = byId(events, id)
  if (!source) throw new Error(`no event ${id}`)
  return {
    ...eventSummary(id, language, store),
    image_title: sloppy ? null : pick(source.image_title, language),
    introduction: body(pick(source.introduction, language), id, sloppy),
    html_content: body(pick(source.html_content, language), id, sloppy),
  }
}

function blogSummary(id: number, language: Language, { blogs, sloppy }: Store): Schemas['BlogSummary'] {
  const source = byId(blogs, id)
  if (!source) throw new Error(`no blog ${id}`)
  const record: Schemas['BlogSummary'] = {
    id,
    header: pick(source.header, language),
    description: pick(source.description, language),
    image: image(source.image, source.image_title, language),
    tag: pick(source.tag, language),
    created_at: source.created_at,
  }
  if (!sloppy) return record
  const { tag: _tag, ...untagged } = sloppyImage(record, id)
  return { ...(id % 2 === 0 ? untagged : { ...untagged, tag: null }), created_at: sloppyDate(id) }
}

function blog(id: number, language: Language, store: Store): Schemas['Blog'] {
  const { blogs, sloppy } = store
  const source = byId(blogs, id)
  if (!source) throw new Error(`no blog ${id}`)
  return {
    ...blogSummary(id, language, store),
    image_title: pick(source.image_title, language),
    introduction: body(pick(source.introduction, language), id, sloppy),
    html_content: body(pick(source.html_content, language), id, sloppy),
  }
}

/** Three other records, the same for the same id: a stable stand-in for "random". */
function others<T extends { id: number }>({ items, position }: Listed<T>, id: number): T[] {
  const start = position.get(id) ?? -1
  return [1, 2, 3].map((step) => items[(start + step) % items.length]).filter((item): item is T => !!item && item.id !== id)
}

function api(path: string, query: URLSearchParams, store: Store): { status: number; body: unknown } {
  const { events, blogs, sloppy } = store
  const language: Language = query.get('language') === 'ar' ? 'ar' : 'en'
  const detail = /^\/api\/(events|blogs|random_events|random_blogs)\/([^/]+)$/.exec(path)
  if (path === '/api/events') return { status: 200, body: events.items.map((item) => eventSummary(item.id, language, store)) }
  if (path === '/api/blogs') return { status: 200, body: blogs.items.map((item) => blogSummary(item.id, language, store)) }
  if (detail) {
    const [, kind, rawId] = detail
    const id = Number(rawId)
    const isEvent = kind === 'events' || kind === 'random_events'
    const exists = isEvent ? events.position.has(id) : blogs.position.has(id)
    if (!Number.isInteger(id) || !exists) {
      return { status: 404, body: { message: isEvent ? 'Event not found' : 'Blog not found' } }
    }
    if (kind === 'events') return { status: 200, body: event(id, language, store) }
    if (kind === 'blogs') return { status: 200, body: blog(id, language, store) }
    if (kind === 'random_events') return { status: 200, body: others(events, id).map((item) => eventSummary(item.id, language, store)) }
    return { status: 200, body: others(blogs, id).map((item) => blogSummary(item.id, language, store)) }
  }
  if (path === '/api/product_categories') {
    const name = query.get('category')
    if (name === null) {
      return {
        status: 200,
        body: categories.map((item) => {
          const record: Schemas['ProductCategory'] = { id: item.id, name: pick(item.name, language), image: image(item.image, item.name, language) }
          return sloppy ? sloppyImage(record, item.id) : record
        }),
      }
    }
    const found = categories.find((item) => item.name.en === name || item.name.ar === name)
    return {
      status: 200,
      body: (found?.products ?? []).map((item) => {
        const record: Schemas['Product'] = {
          id: item.id,
          title: pick(item.title, language),
          short_description: pick(item.short_description, language),
          description: pick(item.description, language),
          image: image(item.image, item.title, language),
        }
        return sloppy ? { ...sloppyImage(record, item.id), short_description: item.id % 2 ? null : record.short_description } : record
      }),
    }
  }
  if (path === '/api/doctors') {
    return {
      status: 200,
      body: doctors.map((item) => {
        const record: Schemas['Doctor'] = {
          id: item.id,
          name: pick(item.name, language),
          specialization: pick(item.specialization, language),
          location: pick(item.location, language),
          image: image(item.image, item.name, language),
        }
        if (!sloppy) return record
        // The first doctor's name holds control characters and lone surrogates (./unshowable.ts).
        const name = item.id === 1 ? withUnshowable(record.name) : record.name
        return { ...sloppyImage(record, item.id), name, specialization: item.id % 2 ? null : undefined, location: null }
      }),
    }
  }
  if (path === '/api/testimonials') {
    return { status: 200, body: testimonials.map((item) => ({ id: item.id, name: pick(item.name, language), text: pick(item.text, language) })) }
  }
  return { status: 404, body: { error: `No such endpoint: ${path}` } }
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...cors, ...headers })
  res.end(JSON.stringify(body))
}

/** An API answer as the chaos modes have it: its body spoilt, or sent too slowly, or cut off. */
function answerApi(
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  store: Store,
  chaos: Set<ChaosMode>,
  trickle: (res: ServerResponse, text: string) => void,
) {
  const { status, body } = api(path, query, store)
  let answer = body
  if (status === 200 && Array.isArray(body)) {
    const isArticleList = path === '/api/events' || path === '/api/blogs'
    const isCategoryList = path === '/api/product_categories' && !query.has('category')
    const records = chaos.has('huge') && !isArticleList && !isCategoryList ? multiplied(body) : body
    answer = spoilList(isArticleList ? spoilRecords(records, chaos) : records, chaos)
  }
  if (chaos.has('not-json')) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...cors })
    return res.end(JSON.stringify(answer).slice(0, 20))
  }
  if (chaos.has('trickle')) return trickle(res, JSON.stringify(answer))
  return send(res, status, answer)
}

/** The fields of a message, in the order of the spreadsheet's columns after the date (webhook/contact.gs). */
const contactColumns = ['fullName', 'email', 'subject', 'message'] as const

export async function startDashboard(options: DashboardOptions = {}): Promise<RunningDashboard> {
  const { port = 4010, host = '127.0.0.1', sloppy = false, failPaths, late = false, large = false, trickleMs = 2000 } = options
  const chaos = new Set(options.chaos ?? [])
  const today = options.today ?? siteToday()
  const content = large ? largeContent(today, large === true ? undefined : large) : { events: dated(allEvents, today), blogs: dated(allBlogs, today) }
  const store: Store = { events: listed(content.events), blogs: listed(content.blogs), sloppy }
  let published = false
  const publishLate = () => {
    if (published) return
    published = true
    store.events = listed(withLate(content.events, today))
    store.blogs = listed(withLate(content.blogs, today))
  }
  if (late) publishLate()
  const messagesFile = resolve(options.messagesFile ?? '.dashboard/contact-messages.jsonl')
  // The spreadsheet's rows, one JSON line each: the date, then the four fields as stored. The
  // script is deployed bound to its spreadsheet, as webhook/README.md deploys it.
  // Chaos state: connections to reset, 503s given per path, timers to stop on close.
  const doomed = new WeakSet<object>()
  let connections = 0
  const unavailable = new Map<string, number>()
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const webhook = appsScriptWebApp(
    contactWebhook({
      properties: { SITE_URL: options.siteUrl ?? DEFAULT_SITE_URL },
      appendRow: ([date, ...cells]) => {
        mkdirSync(dirname(messagesFile), { recursive: true })
        const record = Object.fromEntries(contactColumns.map((field, index) => [field, cells[index]]))
        appendFileSync(messagesFile, `${JSON.stringify({ receivedAt: (date as Date).toISOString(), ...record })}\n`)
      },
    }),
    { later },
  )
  const trickle = (res: ServerResponse, text: string) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ...cors })
    const bytes = Buffer.from(text)
    let sent = 0
    const timer = setInterval(() => {
      if (res.destroyed || sent >= bytes.length) {
        clearInterval(timer)
        timers.delete(timer)
        return void (res.destroyed ? undefined : res.end())
      }
      res.write(bytes.subarray(sent, sent + 1))
      sent += 1
    }, trickleMs)
    timers.add(timer)
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    options.onRequest?.(url)
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors)
      return res.end()
    }
    // The contact webhook, served as Apps Script serves it (./webhook.ts).
    if (webhook.handle(req, res, url)) return
    if (req.method !== 'GET') return send(res, 405, { error: 'Method not allowed' })
    const imageMatch = /^\/images\/([\w-]+)\.jpg$/.exec(url.pathname)
    if (imageMatch) {
      const file = join(imagesDir, `${imageMatch[1]}.jpg`)
      const broken = chaos.has('broken-image') && imageMatch[1] === 'news-2'
      if (broken || !existsSync(file)) return send(res, 404, { error: 'No such image' })
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=3600', ...cors })
      return res.end(readFileSync(file))
    }
    if (failPaths && failPaths.pattern.test(url.pathname)) {
      return send(res, failPaths.status, failPaths.body ?? { message: 'The dashboard is down for maintenance' })
    }
    if (chaos.has('reset') && doomed.has(req.socket)) {
      doomed.delete(req.socket)
      return void req.socket.destroy()
    }
    if (chaos.has('hang') || (chaos.has('hang-blogs') && url.pathname === '/api/blogs')) return
    if (chaos.has('503')) {
      const given = unavailable.get(url.pathname) ?? 0
      if (given < 2) {
        unavailable.set(url.pathname, given + 1)
        return send(res, 503, { message: 'The dashboard is restarting' }, given === 0 ? { 'Retry-After': '1' } : {})
      }
    }
    const answer = () => answerApi(res, url.pathname, url.searchParams, store, chaos, trickle)
    return chaos.has('slow') ? later(500, answer) : answer()
  })
  server.on('connection', (socket) => {
    connections += 1
    if (connections % 3 === 0) doomed.add(socket)
  })
  // Chaos keeps Node's default keep-alive (5 s), which real servers have; otherwise, see tooling/static-server.ts.
  if (chaos.size === 0) server.keepAliveTimeout = 65_000
  const running = await listen(server, port, host, 'DASHBOARD_PORT')
  return {
    url: running.url,
    publishLate,
    close: () => {
      for (const timer of timers) clearTimeout(timer)
      // A hanging or trickling answer would keep close() waiting for ever: listen() closes all connections.
      return running.close()
    },
  }
}

/** DASHBOARD_PORT, validated: a bad value names the variable. */
export function dashboardPort(env: Record<string, string | undefined> = process.env): number {
  return envPort('DASHBOARD_PORT', 4010, env)
}

/** Where the contact webhook's answer page sends the visitor back: the local site when one is named (WEBHOOK_SITE_URL). */
export const webhookSiteUrl = (env: Record<string, string | undefined> = process.env): string | undefined => env.WEBHOOK_SITE_URL ?? env.SITE_URL

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const dashboard = await startDashboard({
      port: dashboardPort(),
      sloppy: process.argv.includes('--sloppy'),
      late: process.argv.includes('--late'),
      large: process.argv.includes('--large'),
      chaos: parseChaos(process.argv.find((arg) => arg.startsWith('--chaos='))?.slice('--chaos='.length) ?? ''),
      siteUrl: webhookSiteUrl(),
    })
    console.log(`Fixture dashboard at ${dashboard.url}/api/events (contact messages: .dashboard/contact-messages.jsonl)`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
