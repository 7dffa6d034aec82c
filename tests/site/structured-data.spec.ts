import { existsSync, readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { exportPages } from '#export/page-document'
import { translate } from '#tooling/catalog'
import { dashboardOrigin, languages, pathIn, siteUrl } from '../support/site'
import { test } from '../support/sweep'

// schema.org data in the raw HTML, checked against the properties search engines require for
// each type (Google's structured-data documentation for Organization, Article and Event).

const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats(ajv)

const text = { type: 'string', minLength: 1, not: { pattern: 'undefined|null|Invalid Date' } }
const uri = { type: 'string', format: 'uri', pattern: '^https?://' }
const organizationRef = {
  type: 'object',
  required: ['@type', 'name', 'url'],
  properties: { '@type': { const: 'Organization' }, name: text, url: uri },
}

const validateOrganization = ajv.compile({
  type: 'object',
  required: ['@context', '@type', 'name', 'url', 'logo', 'location', 'contactPoint', 'sameAs'],
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { const: 'Organization' },
    name: text,
    url: uri,
    logo: uri,
    sameAs: { type: 'array', minItems: 1, items: uri },
    location: {
      type: 'array',
      minItems: 3,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['@type', 'name', 'telephone', 'address'],
        properties: {
          '@type': { const: 'Place' },
          name: text,
          telephone: { type: 'string', pattern: '^\\+\\d{9,15}$' },
          address: {
            type: 'object',
            required: ['@type', 'streetAddress', 'addressLocality', 'addressCountry'],
            properties: {
              '@type': { const: 'PostalAddress' },
              streetAddress: text,
              addressLocality: text,
              addressCountry: { type: 'string', pattern: '^[A-Z]{2}$' },
            },
          },
        },
      },
    },
    contactPoint: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['@type', 'contactType', 'telephone', 'email'],
        properties: { '@type': { const: 'ContactPoint' }, email: { type: 'string', format: 'email' } },
      },
    },
  },
})

const articleBase = {
  '@context': { const: 'https://schema.org' },
  name: text,
  image: uri,
  url: uri,
  inLanguage: { enum: ['en', 'ar'] },
}

const validateNewsArticle = ajv.compile({
  type: 'object',
  required: ['@context', '@type', 'headline', 'image', 'datePublished', 'author', 'publisher', 'url', 'inLanguage'],
  properties: {
    ...articleBase,
    '@type': { const: 'NewsArticle' },
    headline: { ...text, maxLength: 110 },
    datePublished: { type: 'string', format: 'date-time' },
    author: organizationRef,
    publisher: organizationRef,
  },
})

/** schema.org's Date or DateTime: a date alone is a day, a time says its zone. */
const dateOrTime = {
  anyOf: [
    { type: 'string', format: 'date' },
    { type: 'string', format: 'date-time' },
  ],
}

const validateEvent = ajv.compile({
  type: 'object',
  required: ['@context', '@type', 'name', 'startDate', 'location', 'image', 'eventAttendanceMode', 'eventStatus', 'organizer', 'url', 'inLanguage'],
  // schema.org defines headline for creative works, not for events.
  not: { required: ['headline'] },
  properties: {
    ...articleBase,
    '@type': { const: 'Event' },
    startDate: dateOrTime,
    endDate: dateOrTime,
    location: {
      type: 'object',
      required: ['@type', 'name', 'address'],
      properties: {
        '@type': { const: 'Place' },
        name: text,
        address: {
          type: 'object',
          required: ['@type', 'addressLocality'],
          properties: { '@type': { const: 'PostalAddress' }, addressLocality: text, addressCountry: text },
        },
      },
    },
    eventAttendanceMode: { const: 'https://schema.org/OfflineEventAttendanceMode' },
    eventStatus: { const: 'https://schema.org/EventScheduled' },
    organizer: organizationRef,
  },
})

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  )
}

const errorsOf = (validate: { errors?: unknown[] | null }) => JSON.stringify(validate.errors, null, 1)
const fileOf = (path: string) => `dist/${path === '/' ? 'index' : path.slice(1)}.html`

for (const { locale, prefix } of languages) {
  for (const screen of ['/', '/contact-us']) {
    const path = pathIn(prefix, screen)
    test(`${path} describes the company and its three offices as an Organization`, () => {
      const organizations = jsonLd(readFileSync(fileOf(path), 'utf8')).filter((data) => data['@type'] === 'Organization')
      expect(organizations).toHaveLength(1)
      const organization = organizations[0]!
      expect(validateOrganization(organization), errorsOf(validateOrganization)).toBe(true)
      expect(organization.name).toBe(translate(locale, 'Wahat Medical'))
      expect(organization.url).toBe(`${siteUrl}${pathIn(prefix, '/')}`)
      const places = organization.location as Array<{ name: string; address: { addressLocality: string } }>
      expect(places.map((place) => place.address.addressLocality)).toEqual(['Riyadh', 'Jeddah', 'Dammam'].map((city) => translate(locale, city)))
    })
  }
}

test('every article page carries valid NewsArticle or Event data matching the page', () => {
  const articles = exportPages('dist').filter(({ path }) => /\/(news|education-events)\/\d+$/.test(path))
  expect(articles.length).toBeGreaterThanOrEqual(32)
  for (const { path, file } of articles) {
    const html = readFileSync(file, 'utf8')
    const [data, ...others] = jsonLd(html)
    expect(others, path).toEqual([])
    const validate = path.includes('/news/') ? validateNewsArticle : validateEvent
    expect(validate(data), `${path}: ${errorsOf(validate)}`).toBe(true)
    expect(data!.url, path).toBe(`${siteUrl}${path}`)
    expect(data!.inLanguage, path).toBe(/<html[^>]*lang="(\w+)"/.exec(html)?.[1])
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
    expect(data!.name, path).toBe(heading)
  }
})

test("every event's JSON-LD has the dashboard's start, its end exactly when the dashboard gives a real one, and its place", async ({ request }) => {
  let ended = 0
  for (const { locale, prefix } of languages) {
    const events = (await (await request.get(`${dashboardOrigin}/api/events${locale === 'ar' ? '?language=ar' : ''}`)).json()) as Array<{
      id: number
      created_at: string
      end_date?: string
      location: string
    }>
    for (const event of events.filter(({ id }) => id !== 9)) {
      const path = `${prefix}/education-events/${event.id}`
      const [data] = jsonLd(readFileSync(fileOf(path), 'utf8'))
      // A date alone stays a date; a time is the same instant.
      const start = String(data!.startDate)
      expect(start.length === 10 ? start : Date.parse(start), path).toBe(
        event.created_at.length === 10 ? event.created_at : Date.parse(event.created_at),
      )
      if (event.end_date) {
        ended += 1
        const end = String(data!.endDate)
        expect(end.length === 10 ? end : Date.parse(end), path).toBe(event.end_date.length === 10 ? event.end_date : Date.parse(event.end_date))
      } else expect(data, path).not.toHaveProperty('endDate')
      expect((data!.location as { name: string }).name, path).toBe(event.location)
    }
  }
  // The fixture ends most events, not all (tooling/dashboard/content/events.ts).
  expect(ended).toBeGreaterThan(0)
})

test('the schemas reject what search engines would: a missing date, a relative image, an empty name', () => {
  const good = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    name: 'A',
    headline: 'A',
    image: 'https://x.example/a.png',
    datePublished: '2025-01-01T00:00:00Z',
    author: { '@type': 'Organization', name: 'W', url: 'https://x.example' },
    publisher: { '@type': 'Organization', name: 'W', url: 'https://x.example' },
    url: 'https://x.example/news/1',
    inLanguage: 'en',
  }
  expect(validateNewsArticle(good), errorsOf(validateNewsArticle)).toBe(true)
  expect(validateNewsArticle({ ...good, datePublished: undefined })).toBe(false)
  expect(validateNewsArticle({ ...good, image: '/a.png' })).toBe(false)
  expect(validateNewsArticle({ ...good, name: '' })).toBe(false)
  expect(validateEvent({ ...good, '@type': 'Event' })).toBe(false)
  const event = {
    ...good,
    '@type': 'Event',
    headline: undefined,
    startDate: '2026-07-09',
    endDate: '2026-07-10T14:00:00.000Z',
    location: { '@type': 'Place', name: 'Riyadh', address: { '@type': 'PostalAddress', addressLocality: 'Riyadh' } },
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    organizer: good.author,
  }
  expect(validateEvent(JSON.parse(JSON.stringify(event))), errorsOf(validateEvent)).toBe(true)
  expect(validateEvent({ ...event, headline: 'A' })).toBe(false)
  expect(validateEvent({ ...event, endDate: 'Invalid Date' })).toBe(false)
  expect(validateEvent({ ...event, location: { ...event.location, address: 'Riyadh' } })).toBe(false)
  expect(validateEvent({ ...event, location: { ...event.location, address: { '@type': 'PostalAddress', addressLocality: 'null' } } })).toBe(false)
})

test("every article's image for search engines and link previews is the build's own file on SITE_URL", () => {
  const articles = exportPages('dist').filter(({ path }) => /\/(news|education-events)\/\d+$/.test(path))
  expect(articles.length).toBeGreaterThanOrEqual(32)
  const meta = (html: string, key: string) => new RegExp(`<meta [^>]*(?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
  for (const { path, file } of articles) {
    const html = readFileSync(file, 'utf8')
    const image = jsonLd(html)[0]!.image as string
    expect(image, path).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/_img/[\\w-]+-(\\d+)\\.(jpg|png)$`))
    expect(existsSync(`dist${image.slice(siteUrl.length)}`), `${path}: ${image} is a file of the export`).toBe(true)
    expect(meta(html, 'og:image'), path).toBe(image)
    expect(meta(html, 'twitter:image'), path).toBe(image)
    // The file's own width, as its name says; the height is the source's aspect ratio.
    expect(meta(html, 'og:image:width'), path).toBe(/-(\d+)\.\w+$/.exec(image)?.[1])
    expect(Number(meta(html, 'og:image:height')), path).toBeGreaterThan(0)
    expect(meta(html, 'og:image:alt'), path).toBeTruthy()
    // Nothing a search engine or a link preview reads names the dashboard.
    const head = html.slice(0, html.indexOf('</head>'))
    for (const [, json] of head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
      expect(json, path).not.toContain(dashboardOrigin)
    for (const [tag] of head.matchAll(/<meta [^>]*(?:og|twitter):[^>]*>/g)) expect(tag, path).not.toContain(dashboardOrigin)
  }
})
