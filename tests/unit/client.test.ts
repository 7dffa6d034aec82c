import { describe, expect, it } from 'vitest'
import { createDashboard, messageFromBody, messageFromThrown, PLACEHOLDER_IMAGE, UNKNOWN_ERROR, UNKNOWN_THROWN } from '#src/api/client'
import { blurPlaceholder } from '#src/api/placeholder'
import { withoutControls, withoutControlsDeep } from '#src/api/normalise'
import { DashboardError, DEFAULT_ATTEMPTS, requestPolicy } from '#src/api/request'
import { translate } from '#tooling/catalog'
import { registerImagePreparation } from '#src/api/buildProcess'
import type { ImageVariants } from '#src/types/picture'

const base = 'http://dashboard.test'

/** A fetch that answers from a table of path+query → [status, body], recording requests. */
function fakeFetch(answers: Record<string, [number, unknown]>) {
  const requests: Request[] = []
  const fetchImpl = (async (input: Request) => {
    requests.push(input)
    const url = new URL(input.url)
    const [status, body] = answers[`${url.pathname}${url.search}`] ?? [404, { error: 'no such fixture' }]
    const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    Object.defineProperty(response, 'url', { value: input.url })
    return response
  }) as typeof fetch
  return { fetchImpl, requests }
}

describe('error messages (docs/product.md "Error messages")', () => {
  it('takes the body message, else error, else Unknown error', () => {
    expect(messageFromBody({ message: 'Event not found', error: 'ignored' })).toBe('Event not found')
    expect(messageFromBody({ error: 'Bad gateway' })).toBe('Bad gateway')
    expect(messageFromBody({})).toBe(UNKNOWN_ERROR)
    expect(messageFromBody(null)).toBe(UNKNOWN_ERROR)
    expect(messageFromBody('<html>502</html>')).toBe(UNKNOWN_ERROR)
    expect(UNKNOWN_ERROR).toBe('Unknown error')
  })

  it("gives an Error's message, and 'An unknown error occured' for anything else thrown", () => {
    expect(messageFromThrown(new Error('boom'))).toBe('boom')
    expect(messageFromThrown('a string')).toBe(UNKNOWN_THROWN)
    expect(messageFromThrown({ message: 'not an Error' })).toBe(UNKNOWN_THROWN)
    expect(UNKNOWN_THROWN).toBe('An unknown error occured')
  })
})

describe('the dashboard client', () => {
  const sloppyEvent = { id: 7, header: ' Course ', description: null, created_at: 'not a date', location: null }
  const goodEvent = {
    id: 8,
    header: 'Symposium',
    description: 'A day of talks',
    created_at: '2025-03-14T09:00:00Z',
    location: 'Riyadh',
    image: { src: '/images/events-8.jpg', name: 'Lecture hall', hashblur: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
  }

  it('sends JSON requests, adds language=ar only on Arabic pages, and makes image paths absolute', async () => {
    const { fetchImpl, requests } = fakeFetch({
      '/api/events': [200, [goodEvent]],
      '/api/events?language=ar': [200, [goodEvent]],
    })
    const dashboard = createDashboard(base, fetchImpl)
    const [event] = await dashboard.events('en')
    await dashboard.events('ar')
    expect(requests.map((request) => request.url)).toEqual([`${base}/api/events`, `${base}/api/events?language=ar`])
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json')
    expect(event).toMatchObject({
      id: 8,
      header: 'Symposium',
      location: 'Riyadh',
      created_at: '2025-03-14T09:00:00.000Z',
      image: { src: `${base}/images/events-8.jpg`, alt: 'Lecture hall' },
    })
    expect(event?.image.placeholder).toBe(await blurPlaceholder(goodEvent.image.hashblur))
  })

  it('fills the defaults of sloppy records, translated', async () => {
    const { fetchImpl } = fakeFetch({
      '/api/events': [200, [sloppyEvent]],
      '/api/events?language=ar': [200, [sloppyEvent]],
      '/api/blogs?language=ar': [200, [{ id: 1, header: 'خبر', image: { src: '', hashblur: 'not a hash' } }]],
    })
    const dashboard = createDashboard(base, fetchImpl)
    const [english] = await dashboard.events('en')
    expect(english).toEqual({
      id: 7,
      header: 'Course',
      description: '',
      location: 'Not Specified',
      place: null,
      created_at: null,
      end_date: null,
      image: { src: PLACEHOLDER_IMAGE.src, alt: 'Course', placeholder: await blurPlaceholder(PLACEHOLDER_IMAGE.hashblur) },
    })
    const [arabic] = await dashboard.events('ar')
    expect(arabic?.location).toBe(translate('ar', 'Not Specified'))
    expect(arabic?.location).not.toBe('Not Specified')
    const [news] = await dashboard.blogs('ar')
    expect(news?.tag).toBe(translate('ar', 'News'))
    expect(news?.image.src).toBe(PLACEHOLDER_IMAGE.src)
    expect(news?.image.placeholder).toMatch(/^data:image\/png;base64,/)
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []
    expect(strings([english, arabic, news]).filter((value) => /undefined|null|Invalid Date|NaN/.test(value))).toEqual([])
  })

  it("keeps an event's end only when it is a real date after its start (a date alone: its last day), never an Invalid Date", async () => {
    const start = '2026-07-09T05:30:00Z'
    const ends: Array<[unknown, string | null, string]> = [
      ['2026-07-10T14:00:00Z', '2026-07-10T14:00:00.000Z', 'a time after the start'],
      ['2026-07-10', '2026-07-10', 'a date alone, the last day'],
      ['2026-07-09', '2026-07-09', "a date alone, the start's own day"],
      ['2026-07-09T05:30:00Z', null, 'the start itself'],
      ['2026-07-08T23:00:00Z', null, 'before the start'],
      ['2026-07-08', null, 'a day before the start'],
      ['2026-02-30', null, 'no calendar date'],
      ['soon', null, 'no date'],
      ['', null, 'empty'],
      [null, null, 'null'],
      [undefined, null, 'left out'],
      [20260710, null, 'a number'],
    ]
    const records = ends.map(([end_date], index) => ({
      ...goodEvent,
      id: index + 1,
      created_at: start,
      ...(end_date === undefined ? {} : { end_date }),
    }))
    const events = await createDashboard(
      base,
      fakeFetch({ '/api/events': [200, [...records, { ...goodEvent, id: 99, created_at: 'x', end_date: '2026-07-10' }]] }).fetchImpl,
    ).events('en')
    expect(events.map((event) => event.end_date)).toEqual([...ends.map(([, kept]) => kept), null])
    expect(events.map((event) => event.place?.name)).toEqual(events.map((event) => event.location))
  })

  it("counts a date-alone end against the start's day in Riyadh, where the calendar entry begins", async () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Riyadh: a last day of the 9th ends before it.
    const late = { ...goodEvent, created_at: '2026-07-09T22:30:00Z' }
    const events = await createDashboard(
      base,
      fakeFetch({
        '/api/events': [
          200,
          [
            { ...late, id: 1, end_date: '2026-07-09' },
            { ...late, id: 2, end_date: '2026-07-10' },
          ],
        ],
      }).fetchImpl,
    ).events('en')
    expect(events.map((event) => event.end_date)).toEqual([null, '2026-07-10'])
  })

  it('gives each image the variants the build prepared, keeps the URL of one it could not, shows the placeholder for one it refused, and has none without a build', async () => {
    const { fetchImpl } = fakeFetch({
      '/api/events': [
        200,
        [
          goodEvent,
          { ...goodEvent, id: 9, image: { ...goodEvent.image, src: '/images/broken.jpg' } },
          sloppyEvent,
          { ...goodEvent, id: 10, image: { ...goodEvent.image, src: 'http://169.254.169.254/latest/meta-data/iam' } },
        ],
      ],
    })
    const variants: ImageVariants = { base: '/_img/abc', widths: [320, 640], fallback: 'jpg', width: 640, height: 400 }
    const asked: string[] = []
    registerImagePreparation(async (src) => {
      asked.push(src)
      return src.endsWith('broken.jpg') ? 'original' : src.includes('169.254') ? 'refused' : variants
    })
    try {
      const [good, broken, sloppy, refused] = await createDashboard(base, fetchImpl).events('en')
      expect([...new Set(asked)].sort()).toEqual(
        [PLACEHOLDER_IMAGE.src, `${base}/images/broken.jpg`, `${base}/images/events-8.jpg`, 'http://169.254.169.254/latest/meta-data/iam'].sort(),
      )
      expect(good?.image).toMatchObject({ src: `${base}/images/events-8.jpg`, variants })
      expect(broken?.image.src).toBe(`${base}/images/broken.jpg`)
      expect(broken?.image).not.toHaveProperty('variants')
      expect(sloppy?.image).toMatchObject({ src: PLACEHOLDER_IMAGE.src, variants })
      // Refused: the placeholder with its own blur, under the record's title; the URL nowhere.
      expect(refused?.image).toEqual({ src: PLACEHOLDER_IMAGE.src, alt: 'Symposium', placeholder: sloppy?.image.placeholder, variants })
      expect(JSON.stringify(refused)).not.toContain('169.254')
    } finally {
      registerImagePreparation(undefined)
    }
    // In the browser (an article published after the build) nothing is registered: the dashboard's URL.
    const [late] = await createDashboard(base, fetchImpl).events('en')
    expect(late?.image).not.toHaveProperty('variants')
  })

  it('shows content gaps with their defaults and names each once (decision 0029): images without a usable src, other URLs than http(s), texts of another type', async () => {
    const records = [
      { id: 1, header: 'No src', image: { src: null, name: null, hashblur: null } },
      { id: 2, header: 'Empty src', image: { src: '  ' } },
      { id: 3, header: 'Number src', image: { src: 42 } },
      { id: 4, header: 'String image', image: '/images/events-1.jpg' },
      { id: 5, header: 'File', image: { src: 'file:///etc/passwd' } },
      { id: 6, header: 'Data', image: { src: 'data:image/png;base64,iVBORw0KGgo=' } },
      { id: 7, header: 'FTP', image: { src: 'ftp://example.com/x.jpg' } },
      { id: 8, header: 'Script', image: { src: 'javascript:alert(1)' } },
      { id: 9, header: 'Typed', description: 12, location: { city: 'Riyadh' }, created_at: 20250101, image: { src: '/images/ok.jpg', name: 7 } },
      { id: 10, header: 'No image', image: null, description: null },
      { id: 11, header: 'Missing src', image: { name: 'Hall' } },
    ]
    const { fetchImpl } = fakeFetch({ '/api/events': [200, records] })
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: string) => warnings.push(message)
    try {
      const events = await createDashboard(base, fetchImpl).events('en')
      await createDashboard(base, fetchImpl).events('en') // the same answer again: no second warning
      expect(events.slice(0, 8).map((event) => event.image.src)).toEqual(Array(8).fill(PLACEHOLDER_IMAGE.src))
      expect(events[10]?.image.src).toBe(PLACEHOLDER_IMAGE.src)
      expect(events[8]).toMatchObject({
        description: '',
        location: 'Not Specified',
        created_at: null,
        image: { src: `${base}/images/ok.jpg`, alt: 'Typed' },
      })
      const at = (pointer: string, id: number, problem: string, shown = 'the placeholder image is shown') =>
        `Dashboard record shown with a default: GET ${base}/api/events: at ${pointer} (record with id ${id}): ${problem}; ${shown}`
      expect(warnings.sort()).toEqual(
        [
          at('/0/image/src', 1, "expected the image's URL, got null"),
          at('/1/image/src', 2, 'expected the image\'s URL, got "  "'),
          at('/2/image/src', 3, "expected the image's URL, got 42"),
          at('/3/image', 4, 'expected an image (an object with a src), got "/images/events-1.jpg"'),
          at('/4/image/src', 5, 'not an http(s) URL: "file:///etc/passwd"'),
          at('/5/image/src', 6, 'not an http(s) URL: "data:image/png;base64,iVBORw0KGgo="'),
          at('/6/image/src', 7, 'not an http(s) URL: "ftp://example.com/x.jpg"'),
          at('/7/image/src', 8, 'not an http(s) URL: "javascript:alert(1)"'),
          at('/8/description', 9, 'expected a text, got 12', 'it is left out'),
          at('/8/location', 9, 'expected a text, got {"city":"Riyadh"}', '"Not Specified" is shown'),
          at('/8/created_at', 9, 'expected a text, got 20250101', 'it is left out'),
          at('/8/image/name', 9, 'expected a text, got 7', 'it is left out'),
          at('/10/image/src', 11, 'the image has no src'),
        ].sort(),
      )
    } finally {
      console.warn = warn
    }
  })

  it('answers null for an unknown article and throws the body message, with the URL and attempts, for other failures', async () => {
    const { fetchImpl } = fakeFetch({
      '/api/blogs/99': [404, { message: 'Blog not found' }],
      '/api/blogs': [500, { error: 'Database unavailable' }],
      '/api/doctors': [502, 'Bad gateway'],
    })
    // The build's policy, with short waits between the attempts.
    const dashboard = createDashboard(base, fetchImpl, requestPolicy({ baseDelayMs: 1, maxDelayMs: 5 }))
    expect(await dashboard.blog(99, 'en')).toBeNull()
    const failure = await dashboard.blogs('en').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DashboardError)
    expect((failure as DashboardError).message).toBe(
      `Dashboard request failed: GET ${base}/api/blogs answered 500: Database unavailable (after ${DEFAULT_ATTEMPTS} attempts)`,
    )
    await expect(dashboard.doctors('en')).rejects.toThrow(`GET ${base}/api/doctors answered 502: Unknown error`)
  })

  it('names the URL when the dashboard cannot be reached', async () => {
    // Discard port: nothing listens.
    const dashboard = createDashboard('http://127.0.0.1:9', globalThis.fetch, requestPolicy({ baseDelayMs: 1, maxDelayMs: 5 }))
    await expect(dashboard.testimonials('ar')).rejects.toThrow(
      /^Dashboard request failed: GET http:\/\/127\.0\.0\.1:9\/api\/testimonials\?language=ar: cannot reach the dashboard/,
    )
  })

  it('refuses to start without a dashboard URL, saying which variable to set', () => {
    expect(() => createDashboard(null)).toThrow(/DASHBOARD_URL/)
  })
})

describe('the whole lists in a build', () => {
  // The data phase must stay linear in the number of pages: every page of a listing (84 with
  // 1,000 articles) slices one answer instead of fetching, checking and normalising the list again.
  const event = (id: number) => ({ id, header: `Event ${id}`, description: null, created_at: null, location: null })
  const pages = async (dashboard: ReturnType<typeof createDashboard>) => {
    for (let page = 0; page < 5; page += 1) await dashboard.events('en')
    await Promise.all([dashboard.events('ar'), dashboard.events('ar'), dashboard.blogs('en'), dashboard.blogs('en')])
  }

  it('fetches each list once per language in a build, however many pages show it', async () => {
    const { fetchImpl, requests } = fakeFetch({
      '/api/events': [200, [event(1), event(2)]],
      '/api/events?language=ar': [200, [event(1)]],
      '/api/blogs': [200, []],
    })
    process.env.SITE_BUILD = '1'
    try {
      const dashboard = createDashboard('http://once.test', fetchImpl)
      await pages(dashboard)
      await pages(createDashboard('http://once.test', fetchImpl))
      expect((await dashboard.events('en')).map(({ id }) => id)).toEqual([1, 2])
    } finally {
      delete process.env.SITE_BUILD
    }
    expect(requests.map(({ url }) => url.replace('http://once.test', ''))).toEqual(['/api/events', '/api/events?language=ar', '/api/blogs'])
  })

  it('asks again after a failure, and outside a build every time', async () => {
    const answers: Record<string, [number, unknown]> = {}
    const { fetchImpl, requests } = fakeFetch(answers)
    const dashboard = createDashboard('http://again.test', fetchImpl, requestPolicy({ attempts: 1 }))
    process.env.SITE_BUILD = '1'
    try {
      await expect(dashboard.events('en')).rejects.toThrow(DashboardError)
      await expect(dashboard.events('en')).rejects.toThrow(DashboardError)
      answers['/api/events'] = [200, [event(3)]]
      await dashboard.events('en')
      await dashboard.events('en')
      expect(requests).toHaveLength(3)
    } finally {
      delete process.env.SITE_BUILD
    }
    await dashboard.events('en')
    await dashboard.events('en')
    expect(requests).toHaveLength(5)
  })
})

describe('control characters and lone surrogates in dashboard texts (issue 30)', () => {
  const controls = {
    NUL: '\u0000',
    'C0 (U+0001)': '\u0001',
    backspace: '\b',
    'vertical tab': '\v',
    'form feed': '\f',
    escape: '\u001B',
    'unit separator': '\u001F',
    delete: '\u007F',
    'C1 (U+0080)': '\u0080',
    'next line (U+0085)': '\u0085',
    'C1 CSI (U+009B)': '\u009B',
    'C1 (U+009F)': '\u009F',
    'lone high surrogate': '\uD800',
    'lone low surrogate': '\uDFFF',
    'two high surrogates': '\uD83D\uD83D',
    'a low surrogate before its high half': '\uDE00\uD83D',
  }

  it.each(Object.entries(controls))('removes %s', (_name, character) => {
    expect(withoutControls(`Dr.${character} Huda`)).toBe('Dr. Huda')
    expect(withoutControls(`${character}`)).toBe('')
  })

  it('keeps tab, line feed, carriage return, Arabic, emoji and every other character', () => {
    const kept = 'Line\tone\r\nline two\n د. هدى الأحمد 😀👩🏽‍⚕️ 𝐀 \u00A0\u00AD\uFFFD ~'
    expect(withoutControls(kept)).toBe(kept)
    // The halves of a pair split by a control are two lone surrogates: all three go.
    expect(withoutControls('a\uD83D\u0000\uDE00b')).toBe('ab')
  })

  it('cleans every string of an answer, at any depth, and leaves other values alone', () => {
    expect(withoutControlsDeep({ a: ['x\u0000', { b: '\uD800y', c: 3, d: null, e: true }], f: 'z\u009B' })).toEqual({
      a: ['x', { b: 'y', c: 3, d: null, e: true }],
      f: 'z',
    })
  })

  it("gives doctors', testimonials', categories' and products' texts and articles' HTML without them", async () => {
    const dirty = (text: string) => `${text.slice(0, 2)}\u0000\u0007\u0085\uD800${text.slice(2)}\uDFFF`
    const { fetchImpl } = fakeFetch({
      '/api/doctors': [
        200,
        [
          {
            id: 1,
            name: dirty('Dr. Huda'),
            specialization: dirty('Implants'),
            location: dirty('Riyadh'),
            image: { src: dirty('/images/a.jpg'), name: dirty('Portrait') },
          },
        ],
      ],
      '/api/testimonials': [200, [{ id: 1, name: dirty('Salma') }]],
      '/api/product_categories': [200, [{ id: 1, name: dirty('Implants') }]],
      '/api/product_categories?category=Implants': [
        200,
        [{ id: 2, title: dirty('Scanner'), short_description: dirty('Fast'), description: dirty('Very fast') }],
      ],
      '/api/blogs/3?language=ar': [200, { id: 3, header: dirty('عنوان'), html_content: dirty('<p>نص</p>'), introduction: dirty('<b>مقدمة</b>') }],
    })
    const dashboard = createDashboard(base, fetchImpl)
    expect(await dashboard.doctors('en')).toMatchObject([
      { name: 'Dr. Huda', specialization: 'Implants', location: 'Riyadh', image: { src: `${base}/images/a.jpg`, alt: 'Portrait' } },
    ])
    expect(await dashboard.testimonials('en')).toEqual([{ id: 1, name: 'Salma', person: 'Salma', role: null }])
    const [category] = await dashboard.categories('en')
    expect(category?.name).toBe('Implants')
    expect(await dashboard.products(category!.name, 'en')).toMatchObject([{ title: 'Scanner', short_description: 'Fast', description: 'Very fast' }])
    expect(await dashboard.blog(3, 'ar')).toMatchObject({ header: 'عنوان', html_content: '<p>نص</p>', introduction: '<b>مقدمة</b>' })
  })
})

describe('blur placeholders', () => {
  it('decodes a BlurHash into a 32x32 PNG data URI, and gives null for a bad hash', async () => {
    const uri = await blurPlaceholder('LEHV6nWB2yk8pyo0adR*.7kCMdnj')
    expect(uri).toMatch(/^data:image\/png;base64,/)
    const png = Buffer.from((uri ?? '').split(',')[1] ?? '', 'base64')
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32])
    expect(await blurPlaceholder('nonsense')).toBeNull()
    expect(await blurPlaceholder(null)).toBeNull()
  })
})

describe('the contact webhook', () => {
  it('posts nothing without a webhook URL', async () => {
    const { sendContactMessage } = await import('#src/api/client')
    const sent: Array<{ url: string; init: RequestInit }> = []
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return new Response(null, { status: 0 })
    }) as unknown as typeof fetch
    const withBot = { fullName: ' Huda ', email: ' huda@clinic.example ', subject: 'Implants ', message: ' Call me ', website: 'x' }
    // DASHBOARD_URL is unset in unit tests: the webhook is CONTACT_WEBHOOK_URL or nothing.
    await expect(sendContactMessage(withBot, fetchImpl)).rejects.toThrow(/CONTACT_WEBHOOK_URL/)
    expect(sent).toHaveLength(0)
  })
})

describe("the contact webhook's answer", () => {
  it('is stored only on the script\'s {"result":"success"}, refused with its reason and field, and not confirmed otherwise', async () => {
    const { contactOutcome } = await import('#src/api/client')
    expect(contactOutcome({ result: 'success' })).toEqual({ result: 'stored' })
    expect(contactOutcome({ result: 'error', error: 'badEmail', field: 'email' })).toEqual({ result: 'refused', problem: 'badEmail', field: 'email' })
    // A reason or field the site does not know is still a refusal, shown without a field.
    expect(contactOutcome({ result: 'error', error: 'notJson' })).toEqual({ result: 'refused', problem: null, field: null })
    expect(contactOutcome({ result: 'error', error: 'missing', field: 'website' })).toEqual({ result: 'refused', problem: 'missing', field: null })
    for (const answer of [null, 'success', [], {}, { result: 'ok' }, { status: 'success' }])
      expect(contactOutcome(answer)).toEqual({ result: 'unconfirmed' })
  })
})
