import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect } from '@playwright/test'
import { exportPages } from '#export/page-document'
import { translate } from '#tooling/catalog'
import { exportDir } from '../support/site'
import { test } from '../support/sweep'

// What validators and link previews read in every file of the export: the JSON-LD blocks, the
// titles, the social tags and the feeds. The JSON-LD's types are also checked when it
// is written (schema-dts, src/pages/_shared/articles/structuredData.ts); this reads what came out.

const pages = exportPages(exportDir).map(({ path, file }) => ({ path, html: readFileSync(file, 'utf8') }))

/** Strings a sloppy record must never leave in structured data. */
const junk = ['undefined', 'null', 'Invalid Date', 'NaN', translate('en', 'Not Specified'), translate('ar', 'Not Specified')]

/** What is wrong with one JSON-LD block, by schema.org and by what search engines read. */
function jsonLdProblems(text: string): string[] {
  let data: Record<string, unknown>
  try {
    data = JSON.parse(text) as Record<string, unknown>
  } catch {
    return ['does not parse']
  }
  const problems: string[] = []
  if (data['@context'] !== 'https://schema.org') problems.push(`@context ${JSON.stringify(data['@context'])}`)
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []
  for (const value of strings(data)) if (junk.some((word) => value.includes(word))) problems.push(`holds "${value}"`)
  switch (data['@type']) {
    case 'Event':
      if ('headline' in data) problems.push('an Event has no headline (schema.org: creative works only)')
      // No location when the dashboard gave none (structuredData.ts eventPlace).
      for (const key of ['name', 'startDate']) if (!data[key]) problems.push(`an Event without ${key}`)
      if (data.endDate !== undefined && String(data.endDate) < String(data.startDate).slice(0, 10)) problems.push('ends before it starts')
      for (const key of ['startDate', 'endDate'])
        if (data[key] !== undefined && Number.isNaN(Date.parse(String(data[key])))) problems.push(`${key} is no date`)
      {
        const place = data.location as { '@type'?: string; address?: { '@type'?: string } } | undefined
        if (place && (place['@type'] !== 'Place' || place.address?.['@type'] !== 'PostalAddress'))
          problems.push('location is no Place with a PostalAddress')
      }
      break
    case 'NewsArticle':
      for (const key of ['headline', 'datePublished']) if (!data[key]) problems.push(`a NewsArticle without ${key}`)
      break
    case 'Organization':
      if (!data.name || !data.url) problems.push('an Organization without name or url')
      break
    default:
      problems.push(`unexpected @type ${JSON.stringify(data['@type'])}`)
  }
  return problems
}

const blocks = (html: string) => [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => json!)

const LETTER = /\p{L}/gu
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u

/** What is wrong with a title: longer than 70 characters, or isolates in a title of one direction. */
function titleProblems(title: string): string[] {
  const problems: string[] = []
  if ([...title].length > 70) problems.push(`${[...title].length} characters`)
  const directions = new Set((title.match(LETTER) ?? []).map((letter) => (RTL.test(letter) ? 'rtl' : 'ltr')))
  if (/[\u2068\u2069]/.test(title) && directions.size < 2) problems.push('isolates (U+2068/U+2069) in a title of one direction')
  return problems
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const meta = (html: string, key: string) => {
  const value = new RegExp(`<meta [^>]*(?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
  return value === undefined ? undefined : decode(value)
}

test('every JSON-LD block of the export parses and is what schema.org and search engines accept', () => {
  const found: Record<string, number> = {}
  for (const { path, html } of pages) {
    for (const block of blocks(html)) {
      const type = String((JSON.parse(block) as { '@type': string })['@type'])
      found[type] = (found[type] ?? 0) + 1
      expect(jsonLdProblems(block), `${path}: ${block}`).toEqual([])
    }
  }
  // Eight events and eight news articles in each language, the company on two screens in each.
  expect(found).toEqual({ Event: 16, NewsArticle: 16, Organization: 4 })
})

test('the JSON-LD check finds a headline on an Event, "null" and "Not Specified", a bare location and a bad date', () => {
  const event = { '@context': 'https://schema.org', '@type': 'Event', name: 'A', startDate: '2026-07-09' }
  const place = { '@type': 'Place', name: 'Riyadh', address: { '@type': 'PostalAddress', addressLocality: 'Riyadh' } }
  expect(jsonLdProblems(JSON.stringify({ ...event, location: place }))).toEqual([])
  expect(jsonLdProblems(JSON.stringify({ ...event, location: place, headline: 'A' }))).toHaveLength(1)
  expect(jsonLdProblems(JSON.stringify({ ...event, location: { ...place, name: 'null' } }))).toHaveLength(1)
  expect(jsonLdProblems(JSON.stringify({ ...event, location: { ...place, name: translate('ar', 'Not Specified') } }))).toHaveLength(1)
  expect(jsonLdProblems(JSON.stringify({ ...event, location: { '@type': 'Place', name: 'Riyadh', address: 'Riyadh' } }))).toHaveLength(1)
  expect(jsonLdProblems(JSON.stringify({ ...event, location: place, endDate: 'soon' }))).toHaveLength(1)
  expect(jsonLdProblems('{')).toEqual(['does not parse'])
})

test('every title is within 70 characters, with isolates only where two directions meet', () => {
  const titles = pages.map(({ path, html }) => ({ path, title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '') }))
  expect(titles.length).toBeGreaterThanOrEqual(68)
  for (const { path, title } of titles) {
    expect(title, path).not.toBe('')
    expect(titleProblems(title), `${path}: ${title}`).toEqual([])
    expect(meta(pages.find((page) => page.path === path)!.html, 'og:title'), path).toBe(title)
  }
  // Checks that fail: a long title, and isolates in one direction (but not across two).
  expect(titleProblems('x'.repeat(71))).toHaveLength(1)
  expect(titleProblems('\u2068New sensor\u2069 News | Wahat Medical')).toHaveLength(1)
  expect(titleProblems('خبر \u2068New sensor\u2069 | واحات الطبية')).toEqual([])
})

test('every page gives its preview image the same text for Twitter as for Open Graph', () => {
  for (const { path, html } of pages) {
    const alt = meta(html, 'og:image:alt')
    expect(alt, path).toBeTruthy()
    expect(meta(html, 'twitter:image:alt'), path).toBe(alt)
  }
})

test('every feed of the export says its language with xml:lang', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.xml') && entry.name !== 'sitemap.xml' ? [join(dir, entry.name)] : [],
    )
  const feeds = walk(exportDir)
  expect(feeds.map((file) => relative(exportDir, file)).sort()).toEqual(
    ['ar/education-events/feed.xml', 'ar/news/feed.xml', 'education-events/feed.xml', 'news/feed.xml'].map((path) => join(path)),
  )
  for (const file of feeds) {
    const language = relative(exportDir, file).startsWith('ar/') ? 'ar' : 'en'
    const root = /<(feed|rss)\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? ''
    expect(root, file).toContain(`xml:lang="${language}"`)
  }
})
