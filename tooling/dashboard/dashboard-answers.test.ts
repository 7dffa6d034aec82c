import { afterAll, describe, expect, it } from 'vitest'
import { createDashboard, ONE_PAGE_LIMIT } from '#src/api/client'
import { checkAnswer } from '#src/api/contract'
import { calendarDate, plainText, requiredText } from '#src/api/normalise'
import { isRecordId } from '#src/api/recordId'
import { requestPolicy } from '#src/api/request'
import { startDashboard, type ChaosMode, type RunningDashboard } from './server'

// What the client accepts from the dashboard: the contract (openapi/dashboard.yaml, checked as
// the build checks it), ids that can be paths, real dates, text without bidi controls.

describe('plain text, dates and ids', () => {
  it('strips bidi embeddings, overrides, isolates and marks from plain text, and trims it', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C'
    expect(plainText(`  \u202EOffer 123\u202C ${controls}`)).toBe('Offer 123')
    expect(plainText('عرض \u200Fخاص')).toBe('عرض خاص')
    expect(plainText(null)).toBe('')
    expect(plainText(42)).toBe('')
  })

  it('fails a required text that is blank once normalised, naming URL and pointer', () => {
    expect(requiredText(' Course ', 'http://d/api/events', '/0/header')).toBe('Course')
    expect(() => requiredText('  ', 'http://d/api/events', '/0/header')).toThrow('Dashboard answer rejected: GET http://d/api/events: at /0/header')
    expect(() => requiredText('\u202E\u202C', 'http://d/api/events', '/3/header')).toThrow(/at \/3\/header.*expected a non-empty text/)
  })

  it.each([
    ['2025-03-14T09:00:00Z', '2025-03-14T09:00:00.000Z'],
    // A date alone stays a day; midnight UTC stays a time.
    ['2025-03-14', '2025-03-14'],
    ['2025-03-14T00:00:00Z', '2025-03-14T00:00:00.000Z'],
    ['2024-02-29T10:30:00+03:00', '2024-02-29T07:30:00.000Z'],
    ['2025-03-14 09:00:00', expect.stringMatching(/^2025-03-14T/)],
    ['2024-02-30', null],
    ['2023-02-29', null],
    ['2024-13-45', null],
    ['-271821-04-20', null],
    ['+275760-09-13T00:00:00Z', null],
    ['1899-12-31', null],
    ['2201-01-01', null],
    ['2025-03-14T25:00:00Z', null],
    ['March 3, 2025', null],
    ['not a date', null],
    ['', null],
    [null, null],
    [1741942800000, null],
  ])('keeps %j as %j (real calendar dates, years 1900 to 2200)', (value, expected) => {
    expect(calendarDate(value)).toEqual(expected)
  })

  it('accepts as ids only positive safe integers', () => {
    expect([1, 42, Number.MAX_SAFE_INTEGER].every(isRecordId)).toBe(true)
    expect([0, -1, 1.5, 2 ** 53, 1e300, '1', '../index', null, undefined, NaN, {}].some(isRecordId)).toBe(false)
  })
})

describe('the contract check', () => {
  it.each<[string, unknown, string, RegExp]>([
    ['/api/events', { events: [] }, '', /must be array/],
    ['/api/events', null, '', /must be array/],
    ['/api/events', 'no records', '', /must be array/],
    ['/api/events', [null], '/0', /must be object/],
    ['/api/blogs', [{ id: 1, header: 'a' }, { header: 'b' }], '/1', /must have required property 'id'/],
    ['/api/blogs', [{ id: '../index', header: 'a' }], '/0/id', /must be integer/],
    ['/api/blogs', [{ id: 0, header: 'a' }], '/0/id', /must be >= 1/],
    ['/api/events/{id}', { id: 3, header: '' }, '/header', /must NOT have fewer than 1 characters/],
    ['/api/doctors', [{ specialization: 'Orthodontist', image: { src: '/images/a.jpg' } }], '/0', /must have required property 'name'/],
    ['/api/product_categories', [{ id: 1 }], '/0', /must have required property/],
  ])('GET %s answering %j breaks it at %j', (template, body, pointer, expected) => {
    const violation = checkAnswer(template, 200, body)
    expect(violation?.pointer).toBe(pointer)
    expect(violation?.expected).toMatch(expected)
    expect(violation?.expected).toMatch(/\(openapi\/dashboard\.yaml: (#\/components\/schemas\/|the 200 answer of GET \/api\/)/)
  })

  it('accepts sloppy optional fields: content degrades to its default, structure fails (decision 0029)', () => {
    expect(checkAnswer('/api/events', 200, [{ id: 1, header: 'x', location: null, created_at: 'not a date', image: null }])).toBeNull()
    expect(checkAnswer('/api/doctors', 200, [{ name: 'Dr. A', specialization: null }])).toBeNull()
    for (const image of [{ src: null, name: null, hashblur: null }, { src: '' }, { src: 5 }, { name: 'no src' }, '/images/a.jpg', 7, []]) {
      expect(checkAnswer('/api/events/{id}', 200, { id: 3, header: 'x', image }), JSON.stringify(image)).toBeNull()
    }
    expect(checkAnswer('/api/blogs', 200, [{ id: 1, header: 'x', tag: 7, description: { html: 'x' }, created_at: 20250101 }])).toBeNull()
  })
})

describe('the client against a dashboard that sends wrong answers', () => {
  const running: RunningDashboard[] = []
  afterAll(async () => Promise.all(running.map((dashboard) => dashboard.close())))
  // Every answer here comes at once and is wrong: the client's own time per attempt, which on a
  // busy machine the 10,000 records of `huge` need (made, sent and checked), and short retry delays.
  async function clientWith(chaos: ChaosMode) {
    const dashboard = await startDashboard({ port: 0, chaos: [chaos] })
    running.push(dashboard)
    return { dashboard, client: createDashboard(dashboard.url, globalThis.fetch, requestPolicy({ baseDelayMs: 10, maxDelayMs: 50 })) }
  }

  it.each<[ChaosMode, string, RegExp]>([
    ['wrapped', '/api/events', /the whole answer: must be array/],
    ['string', '/api/events', /the whole answer: must be array/],
    ['null-list', '/api/events', /the whole answer: must be array/],
    ['null-item', '/api/events', /at \/0: must be object/],
    ['no-id', '/api/events', /at \/0: must have required property 'id'/],
    ['no-header', '/api/events', /at \/0\/header \(record with id 1\): must NOT have fewer than 1 characters/],
    ['id-traversal', '/api/events', /at \/0\/id \(record with id "\.\.\/index"\): must be integer/],
    ['id-outside', '/api/events', /at \/0\/id \(record with id "\.\.\/\.\.\/x"\): must be integer/],
    ['id-slash', '/api/events', /at \/0\/id \(record with id "a\/b"\): must be integer/],
    ['id-long', '/api/events', /at \/0\/id \(record with id "7{70,}\.\.\.\): must be integer/],
    ['id-null', '/api/events', /at \/0\/id \(record with id null\): must be integer/],
    ['id-duplicate', '/api/events', /at \/1\/id: duplicate id 1 \(also at \/0\/id\)/],
    ['not-json', '/api/events', /the whole answer: the answer is not JSON/],
  ])('%s: fails naming the endpoint, the record and what was expected', async (mode, path, expected) => {
    const { dashboard, client } = await clientWith(mode)
    const error = await client.events('en').then(
      () => null,
      (thrown: Error) => thrown,
    )
    expect(error?.message).toContain(`Dashboard answer rejected: GET ${dashboard.url}${path}: `)
    expect(error?.message).toMatch(expected)
  })

  it('refuses 10,000 records in a list shown whole on one page, naming the endpoint, without overflowing the stack', async () => {
    const { dashboard, client } = await clientWith('huge')
    const limit = `10000 records, but this list is shown whole on one page, which holds at most ${ONE_PAGE_LIMIT}`
    await expect(client.doctors('en')).rejects.toThrow(`Dashboard answer rejected: GET ${dashboard.url}/api/doctors: the whole answer: ${limit}`)
    await expect(client.testimonials('en')).rejects.toThrow(`GET ${dashboard.url}/api/testimonials: the whole answer: ${limit}`)
    const [category] = await client.categories('en')
    await expect(client.products(category!.name, 'ar')).rejects.toThrow(limit)
    // Related articles (the page shows 3) and the paginated article lists have no such limit.
    expect(await client.randomBlogs(1, 'en')).toHaveLength(10_000)
  })
})
