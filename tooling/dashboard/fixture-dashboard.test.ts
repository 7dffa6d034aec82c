import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encode } from 'blurhash'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validatorFor as contractValidator } from '#src/api/contract'
import { chaosModes, parseChaos, startDashboard, type RunningDashboard } from './server'
import { PINNED_TODAY } from '#export/today'

// The fixture dashboard against the contract, with the validator the build uses (a real JSON
// Schema validator), so the site is tested against what any dashboard must send.
function validatorFor(template: string, status: string) {
  const validate = contractValidator(template, status)
  if (!validate) throw new Error(`openapi/dashboard.yaml has no ${status} answer for GET ${template}`)
  return validate
}

const endpoints: Array<[string, string, string]> = [
  ['/api/events', '/api/events', '200'],
  ['/api/events/{id}', '/api/events/1', '200'],
  ['/api/events/{id}', '/api/events/999', '404'],
  ['/api/random_events/{id}', '/api/random_events/2', '200'],
  ['/api/blogs', '/api/blogs', '200'],
  ['/api/blogs/{id}', '/api/blogs/3', '200'],
  ['/api/blogs/{id}', '/api/blogs/999', '404'],
  ['/api/random_blogs/{id}', '/api/random_blogs/1', '200'],
  ['/api/product_categories', '/api/product_categories', '200'],
  ['/api/product_categories', '/api/product_categories?category=Implants', '200'],
  ['/api/doctors', '/api/doctors', '200'],
  ['/api/testimonials', '/api/testimonials', '200'],
]

describe('the contract validator', () => {
  it('rejects bodies that break the contract (it can fail)', () => {
    const events = validatorFor('/api/events', '200')
    expect(events([{ id: 1, header: 'Course' }])).toBe(true)
    expect(events([{ id: '1', header: 'Course' }])).toBe(false)
    expect(events([{ id: 1 }])).toBe(false)
    expect(events([{ id: 0, header: 'Course' }])).toBe(false)
    expect(events([{ id: 1e300, header: 'Course' }])).toBe(false)
    expect(events([{ id: 1, header: ' ' }])).toBe(false)
    expect(events({ data: [] })).toBe(false)
    expect(validatorFor('/api/blogs/{id}', '200')({ header: 'x', image: { name: 'no src' } })).toBe(false)
    // Content with a default is never what fails (decision 0029): an image without src is no image.
    expect(validatorFor('/api/blogs/{id}', '200')({ id: 2, header: 'x', image: { name: 'no src' } })).toBe(true)
  })
})

for (const sloppy of [false, true]) {
  describe(`the ${sloppy ? 'sloppy' : 'tidy'} fixture dashboard answers as openapi/dashboard.yaml says`, () => {
    let dashboard: RunningDashboard
    beforeAll(async () => {
      dashboard = await startDashboard({ port: 0, sloppy, messagesFile: join(mkdtempSync(join(tmpdir(), 'dash-')), 'messages.jsonl') })
    })
    afterAll(() => dashboard.close())

    for (const language of ['en', 'ar']) {
      it.each(endpoints)(`${language}: %s (GET %s) answers %s with a valid body`, async (template, path, status) => {
        const query = language === 'ar' ? `${path.includes('?') ? '&' : '?'}language=ar` : ''
        const response = await fetch(`${dashboard.url}${path}${query}`)
        expect(String(response.status)).toBe(status)
        const body = await response.json()
        const validate = validatorFor(template, status)
        expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true)
        if (status === '200' && Array.isArray(body)) expect(body.length).toBeGreaterThan(0)
      })
    }
  })
}

describe('the large fixture dashboard (npm run bench) answers as openapi/dashboard.yaml says', () => {
  let dashboard: RunningDashboard
  beforeAll(async () => {
    dashboard = await startDashboard({ port: 0, large: true, messagesFile: join(mkdtempSync(join(tmpdir(), 'dash-')), 'messages.jsonl') })
  })
  afterAll(() => dashboard.close())

  // A sample of the details: the first, a middle and the last record, and the one after the last.
  const sample: Array<[string, string, string]> = [
    ['/api/events', '/api/events', '200'],
    ['/api/blogs', '/api/blogs', '200'],
    ...[1, 500, 1000].flatMap((id): Array<[string, string, string]> => [
      ['/api/events/{id}', `/api/events/${id}`, '200'],
      ['/api/blogs/{id}', `/api/blogs/${id}`, '200'],
      ['/api/random_events/{id}', `/api/random_events/${id}`, '200'],
      ['/api/random_blogs/{id}', `/api/random_blogs/${id}`, '200'],
    ]),
    ['/api/events/{id}', '/api/events/1001', '404'],
    ['/api/blogs/{id}', '/api/blogs/1001', '404'],
  ]
  for (const language of ['en', 'ar']) {
    it.each(sample)(`${language}: %s (GET %s) answers %s with a valid body`, async (template, path, status) => {
      const response = await fetch(`${dashboard.url}${path}${language === 'ar' ? '?language=ar' : ''}`)
      expect(String(response.status)).toBe(status)
      const body = await response.json()
      const validate = validatorFor(template, status)
      expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true)
    })

    it(`${language}: lists 1,000 distinct events and 1,000 distinct news articles, newest first`, async () => {
      for (const list of ['/api/events', '/api/blogs']) {
        const items = (await (await fetch(`${dashboard.url}${list}?language=${language}`)).json()) as Array<{
          id: number
          header: string
          created_at: string
        }>
        expect(items).toHaveLength(1000)
        expect(new Set(items.map((item) => item.id)).size).toBe(1000)
        expect(new Set(items.map((item) => item.header)).size).toBe(1000)
        const times = items.map((item) => Date.parse(item.created_at))
        expect(times.every((time, index) => index === 0 || time < (times[index - 1] ?? 0))).toBe(true)
        if (language === 'ar') expect(items[999]?.header).toMatch(/[\u0600-\u06ff]/)
      }
    })
  }
})

describe('a fixture that lives: its dates follow the day it starts', () => {
  type Dated = { id: number; created_at: string; end_date?: string }
  const listsOn = async (today: string) => {
    const dashboard = await startDashboard({ port: 0, today: new Date(`${today}T12:00:00Z`) })
    try {
      const list = async (path: string) => (await (await fetch(`${dashboard.url}${path}`)).json()) as Dated[]
      return { events: await list('/api/events'), blogs: await list('/api/blogs') }
    } finally {
      await dashboard.close()
    }
  }
  const days = (from: string, iso: string) => Math.round((Date.parse(iso.slice(0, 10)) - Date.parse(from)) / 86_400_000)

  it.each(['2026-06-15', '2031-02-28'])(
    'on %s: events still to come, the rest before; the latest news a few days old; newest first',
    async (today) => {
      const { events, blogs } = await listsOn(today)
      const eventDays = events.map((event) => days(today, event.created_at))
      expect(eventDays.filter((day) => day > 0).length).toBeGreaterThanOrEqual(2)
      expect(eventDays.filter((day) => day < 0).length).toBeGreaterThanOrEqual(4)
      expect(eventDays).toEqual([...eventDays].sort((a, b) => b - a))
      const newsDays = blogs.map((blog) => days(today, blog.created_at))
      expect(newsDays[0]).toBeGreaterThanOrEqual(-7)
      expect(newsDays[0]).toBeLessThan(0)
      expect(newsDays).toEqual([...newsDays].sort((a, b) => b - a))
    },
  )

  it('ends most events, not all, after they start; the two-day symposium (event 1) on the next day', async () => {
    const { events } = await listsOn('2026-06-15')
    const ended = events.filter((event) => event.end_date !== undefined)
    expect(ended.length).toBeGreaterThan(events.length / 2)
    expect(ended.length).toBeLessThan(events.length)
    for (const event of ended) expect(event.end_date!.slice(0, 10) >= event.created_at.slice(0, 10), `event ${event.id}`).toBe(true)
    const symposium = events.find((event) => event.id === 1)!
    expect(days(symposium.created_at.slice(0, 10), symposium.end_date!)).toBe(1)
    // A date alone as well as date-times, with and without an end.
    expect(events.some((event) => /^\d{4}-\d{2}-\d{2}$/.test(event.created_at))).toBe(true)
  })

  it('takes SITE_TODAY, which the tests pin, for today when it is given no day', async () => {
    expect(process.env.SITE_TODAY).toBe(PINNED_TODAY)
    const dashboard = await startDashboard({ port: 0 })
    try {
      const pinned = await listsOn(PINNED_TODAY)
      expect(await (await fetch(`${dashboard.url}/api/events`)).json()).toEqual(pinned.events)
    } finally {
      await dashboard.close()
    }
  })
})

describe('fixture content', () => {
  let dashboard: RunningDashboard
  beforeAll(async () => {
    dashboard = await startDashboard({ port: 0, messagesFile: join(mkdtempSync(join(tmpdir(), 'dash-')), 'messages.jsonl') })
  })
  afterAll(() => dashboard.close())
  const get = async (path: string) => (await fetch(`${dashboard.url}${path}`)).json()

  it('has at least 8 events and 8 news articles with real HTML bodies, in both languages', async () => {
    for (const [list, detail] of [
      ['/api/events', '/api/events/'],
      ['/api/blogs', '/api/blogs/'],
    ] as const) {
      for (const language of ['en', 'ar']) {
        const items = (await get(`${list}?language=${language}`)) as Array<{ id: number }>
        expect(items.length).toBeGreaterThanOrEqual(8)
        for (const { id } of items) {
          const item = (await get(`${detail}${id}?language=${language}`)) as { html_content: string; header: string }
          expect(item.html_content).toMatch(/<h2[\s>]/)
          expect(item.html_content).toMatch(/<(ul|ol)[\s>]/)
          expect(item.html_content).toMatch(/<a\s[^>]*href=/)
          expect(item.html_content).toMatch(/<img\s[^>]*src="\/images\/[\w-]+\.jpg"/)
          if (language === 'ar') expect(item.header).toMatch(/[\u0600-\u06ff]/)
        }
      }
    }
  })

  it('has 4 categories of 3 to 6 products, 8 doctors and 5 testimonials', async () => {
    const categories = (await get('/api/product_categories')) as Array<{ name: string }>
    expect(categories).toHaveLength(4)
    for (const { name } of categories) {
      const products = (await get(`/api/product_categories?category=${encodeURIComponent(name)}`)) as unknown[]
      expect(products.length).toBeGreaterThanOrEqual(3)
      expect(products.length).toBeLessThanOrEqual(6)
    }
    expect(await get('/api/doctors')).toHaveLength(8)
    expect(await get('/api/testimonials')).toHaveLength(5)
  })

  it('serves every image it names, and each BlurHash was computed from that image', async () => {
    const events = (await get('/api/events')) as Array<{ image: { src: string; hashblur: string } }>
    for (const { image } of events.slice(0, 6)) {
      const response = await fetch(`${dashboard.url}${image.src}`)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      const bytes = Buffer.from(await response.arrayBuffer())
      // The hash of the served image, encoded again as BlurHash's own guide says (a small copy,
      // 4x3 components): a blur of a detailed picture is far from its pixels, so comparing the
      // decoded hash with the image cannot tell whose hash it is, but encoding again can.
      const { width = 1, height = 1 } = await sharp(bytes).metadata()
      const { data, info } = await sharp(bytes)
        .resize(64, Math.round((64 * height) / width))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(image.hashblur, image.src).toBe(encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3))
    }
  })

  it('appends each contact message as a JSON line, and refuses incomplete ones, answering as Apps Script does', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dash-')), 'messages.jsonl')
    const webhook = await startDashboard({ port: 0, messagesFile: file })
    try {
      const message = { fullName: 'Huda Al-Qahtani', email: 'huda@clinic.example', subject: 'Implants', message: 'Please call me.' }
      // The site sends text/plain (a simple request, without a preflight): the webhook reads JSON either way.
      const sent = await fetch(`${webhook.url}/webhooks/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify(message),
        redirect: 'manual',
      })
      // The answer is at a one-time URL on the stand-in's second origin (./webhook.ts).
      expect(sent.status).toBe(302)
      const answer = (location: string | null) => {
        const { pathname, search } = new URL(location!)
        return fetch(`${webhook.url}${pathname}${search}`)
      }
      expect(await (await answer(sent.headers.get('location'))).json()).toEqual({ result: 'success' })
      const refused = await fetch(`${webhook.url}/webhooks/contact`, { method: 'POST', body: JSON.stringify({ fullName: 'x' }), redirect: 'manual' })
      expect(await (await answer(refused.headers.get('location'))).json()).toEqual({ result: 'error', error: 'missing', field: 'email' })
      expect(existsSync(file)).toBe(true)
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject(message)
    } finally {
      await webhook.close()
    }
  })
})

describe('articles published after the build', () => {
  const ids = async (url: string) => ((await (await fetch(url)).json()) as { id: number }[]).map(({ id }) => id)

  it('are listed from the start with `late`, or from publishLate() on (npm start -- --late), once each', async () => {
    const fromStart = await startDashboard({ port: 0, late: true })
    const published = await startDashboard({ port: 0 })
    const lists = ['/api/events', '/api/blogs?language=ar']
    /** The address of one record of a list: /api/blogs/9?language=ar. */
    const record = (list: string, id: number) => list.replace(/(\?|$)/, `/${id}$1`)
    try {
      const before = await Promise.all(lists.map((list) => ids(`${published.url}${list}`)))
      const late = await Promise.all(lists.map((list) => ids(`${fromStart.url}${list}`)))
      for (const [index, list] of lists.entries()) {
        // The next id, first (the newest), and nothing else changed.
        expect(late[index], list).toEqual([Math.max(...before[index]!) + 1, ...before[index]!])
        expect((await fetch(`${published.url}${record(list, late[index]![0]!)}`)).status, list).toBe(404)
      }
      published.publishLate()
      published.publishLate()
      for (const [index, list] of lists.entries()) {
        expect(await ids(`${published.url}${list}`), list).toEqual(late[index])
        expect((await fetch(`${published.url}${record(list, late[index]![0]!)}`)).status, list).toBe(200)
      }
    } finally {
      await Promise.all([fromStart.close(), published.close()])
    }
  })
})

describe('the chaos modes of the fixture dashboard', () => {
  const running: RunningDashboard[] = []
  afterAll(async () => Promise.all(running.map((dashboard) => dashboard.close())))
  async function chaotic(options: Parameters<typeof startDashboard>[0]) {
    const dashboard = await startDashboard({ port: 0, ...options })
    running.push(dashboard)
    return dashboard
  }
  // A new connection a request: chaos keeps Node's 5 s keep-alive, and on a busy machine a next
  // request sent on a socket the server is closing fails ("fetch failed"), which is the client's to
  // survive (it retries), not these tests'. Connections and requests then count alike (`reset`).
  const outcome = (url: string, init: RequestInit = {}) =>
    fetch(url, { ...init, headers: { connection: 'close' } }).then(
      async (response) => ({ status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') }),
      (error: Error) => ({ status: 0, body: `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`, retryAfter: null }),
    )

  it('parses --chaos, refusing unknown modes and listing the known ones', () => {
    expect(parseChaos('reset, 503')).toEqual(['reset', '503'])
    expect(parseChaos('')).toEqual([])
    expect(() => parseChaos('reset,flood')).toThrow(`Unknown chaos mode flood. Modes: ${chaosModes.join(', ')}.`)
  })

  it('503: answers 503 twice per endpoint, the first with Retry-After, then the answer', async () => {
    const { url } = await chaotic({ chaos: ['503'] })
    const answers = [await outcome(`${url}/api/events`), await outcome(`${url}/api/events?language=ar`), await outcome(`${url}/api/events`)]
    expect(answers.map(({ status, retryAfter }) => [status, retryAfter])).toEqual([
      [503, '1'],
      [503, null],
      [200, null],
    ])
    expect((await outcome(`${url}/api/blogs`)).status).toBe(503)
  })

  it('reset: destroys one connection in three', async () => {
    const { url } = await chaotic({ chaos: ['reset'] })
    const answers = []
    for (let n = 0; n < 6; n += 1) answers.push(await outcome(`${url}/api/testimonials`))
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 0, 200, 200, 0])
    expect(answers[2]?.body).toMatch(/fetch failed/)
  })

  it('hang and trickle: no complete answer in time; slow: answers after 500 ms', async () => {
    const hang = await chaotic({ chaos: ['hang'] })
    expect((await outcome(`${hang.url}/api/events`, { signal: AbortSignal.timeout(300) })).body).toMatch(/aborted/)
    const trickle = await chaotic({ chaos: ['trickle'], trickleMs: 20 })
    const started = Date.now()
    const response = await fetch(`${trickle.url}/api/testimonials`)
    const reader = response.body!.getReader()
    const first = await reader.read()
    const second = await reader.read()
    expect([first.value?.length, second.value?.length]).toEqual([1, 1])
    expect(Date.now() - started).toBeGreaterThanOrEqual(20)
    await reader.cancel()
    const slow = await chaotic({ chaos: ['slow'] })
    const before = Date.now()
    expect((await outcome(`${slow.url}/api/doctors`)).status).toBe(200)
    expect(Date.now() - before).toBeGreaterThanOrEqual(450)
  })

  it('huge: 10,000 products, doctors, testimonials and related articles, every one valid and distinct', async () => {
    const { url } = await chaotic({ chaos: ['huge'] })
    for (const [template, path] of [
      ['/api/doctors', '/api/doctors'],
      ['/api/testimonials', '/api/testimonials'],
      ['/api/random_blogs/{id}', '/api/random_blogs/1'],
      ['/api/product_categories', '/api/product_categories?category=Implants'],
    ] as const) {
      const body = JSON.parse((await outcome(`${url}${path}`)).body) as Array<{ id: number }>
      expect(body, path).toHaveLength(10_000)
      expect(new Set(body.map((record) => record.id)).size).toBe(10_000)
      expect(validatorFor(template, '200')(body)).toBe(true)
    }
    expect(JSON.parse((await outcome(`${url}/api/events`)).body)).toHaveLength(8)
  })
})
