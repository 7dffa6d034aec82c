import { expect } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { translate } from '#tooling/catalog'
import { computedFigures } from '../support/figures'
import { test } from '../support/sweep'

/** Figures of src/content/figures.ts a text names as {placeholders}, in the language's words. */
const figureSources: Record<string, string> = {
  sensorResolution: '25 lp/mm',
  sensorThickness: '4.5 mm',
  imagingTime: '5 seconds',
  educationSinceYear: '2020',
}
const withFigures = (locale: 'en' | 'ar', text: string) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in computedFigures[locale]
      ? computedFigures[locale][name as keyof (typeof computedFigures)['en']]
      : translate(locale, figureSources[name] ?? name),
  )

// Every fact of the specification on its page, in the HTML as served before any script runs,
// in both languages (the catalogue's translation on Arabic pages).
const facts: Record<string, string[]> = {
  '/': [
    'What we supply',
    'Implants',
    'Biologics',
    'Orthodontics',
    'Imaging',
    'Read more',
    'Explore more',
    'About the company',
    'Education events',
    'View our team',
    'Explore now',
  ],
  '/about-us': ['Mission and vision', 'Solidness', 'Welfare', 'Innovation', 'Trust'],
  '/team': ['Board of directors', 'Executive team'],
  '/divisions': ['Discover the dental division', 'Discover the medical division', "Have Questions? We're Here to Help!"],
  '/dental-division': [
    'Nordenta Short Implants in 6mm and 7.5mm lengths for reduced vertical bone height',
    'Resolution of {sensorResolution} for fine diagnostic detail',
    'Only {sensorThickness} thick for patient comfort',
    'Images ready in {imagingTime}',
    'Present in over 90 countries',
    'Family-owned and founded in 1993',
    'Backed by over 25 years of bone regeneration research',
    'Trusted by orthodontists for nearly 50 years',
    'Used by orthodontists in more than 80 countries',
    'Trusted by over 80,000 clinics',
    'Crafting surgical instruments for over 100 years',
    'An orthodontic brand since 1975, Carriere creates appliances and bracket systems that can shorten treatment by up to 6 months.',
  ],
  '/orthodontic-division': ['Shorter treatment', 'Why choose us'],
  '/surgical-division': ['Crafting surgical instruments for over 100 years', 'Why choose us'],
  '/medical-division': ['Watch Video', 'Why choose our medical division', 'Our supplier partner'],
  '/initial-public-offering': [
    '{salesPerEmployee}',
    'Sales per employee',
    '16%',
    'Net profit over four years',
    '{growth}',
    'over 160',
    'Symposiums and courses',
    'over 260',
    'Accredited CME hours since {educationSinceYear}',
    'Founded',
    'Converted to LLC',
    'Capital raised to {capital}',
    'New Auditor Hired',
    'Forward strategy',
    'Growth and profit stability',
  ],
}

const count: Record<string, Array<[string, number]>> = {
  '/team': [['main ul li h3', 11]],
  '/about-us': [['#about-values ~ ul > li', 4]],
  '/': [
    ['#home-products ~ ul > li', 6],
    ['#home-about ~ ul > li', 2],
    ['#home-board ~ ul > li', 3],
  ],
  '/divisions': [['#divisions-list ~ ul > li', 2]],
  '/dental-division': [['#dental-why ~ ul > li', 3]],
  '/medical-division': [
    ['#medical-products ~ ul > li', 3],
    ['#medical-why ~ ul > li', 3],
  ],
  '/orthodontic-division': [['#specialty-why ~ ul > li', 3]],
  '/surgical-division': [['#specialty-why ~ ul > li', 3]],
  '/initial-public-offering': [
    ['#ipo-history ~ ol > li', 4],
    ['#ipo-strategy ~ ul > li', 3],
  ],
}

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const) {
  for (const [screen, sources] of Object.entries(facts)) {
    const path = screen === '/' ? prefix || '/' : `${prefix}${screen}`
    test(`${path} states every fact of its section of the specification`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const { document } = new JSDOM(html).window
      const text = (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ')
      for (const source of sources) {
        // A figure alone is its expected text; a message is translated, then its figures put in.
        const message = /^\{\w+\}$/.test(source) ? source : translate(locale, source)
        expect(text, source).toContain(withFigures(locale, message).replace(/\s+/g, ' '))
      }
      for (const [selector, expected] of count[screen] ?? []) expect(document.querySelectorAll(selector).length, selector).toBe(expected)
    })
  }
}

test('every document linked from a page of the export is a real PDF', async ({ request }) => {
  const pages = ['/news', '/dental-division', '/medical-division', '/orthodontic-division', '/ar/dental-division', '/ar/medical-division']
  const files = new Set<string>()
  for (const path of pages) {
    const { document } = new JSDOM(await (await request.get(path)).text()).window
    for (const link of Array.from(document.querySelectorAll('a[href$=".pdf"]'))) files.add(link.getAttribute('href') ?? '')
  }
  expect(files.size).toBeGreaterThanOrEqual(12)
  for (const file of files) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect((await response.body()).subarray(0, 5).toString(), file).toBe('%PDF-')
  }
})
