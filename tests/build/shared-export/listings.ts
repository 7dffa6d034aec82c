import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_PAGE_SIZE } from '#src/pages/_shared/listing/listing'
import { describeViolations, finishAnimations, pageTags, runAxe, toAxeRecord } from '../../support/audit/axe'
import { translate } from '#tooling/catalog'
import { launchOptions } from '#tooling/chromium'
import { languages, siteUrl } from '../../support/site'
import type { SharedExport } from './built'

// The listings with more articles than one page holds: the fixture dashboard serves 90 events and
// 90 news articles, the site is built against it (tests/build/shared-export.test.ts), and its
// export is read as files, over HTTP through the host rules of `npm start`, and in Chromium.

/** The events and the news articles the fixture dashboard serves for this build (its `large` content). */
export const ARTICLES = 90
const PAGES = Math.ceil(ARTICLES / LISTING_PAGE_SIZE)
/** Every listing page at most 30 KB gzip, whatever the number of articles (docs/performance.md, "Budgets"). */
const GZIP_BUDGET = 30 * 1024

const listings = [
  { section: 'news', api: 'blogs', name: 'Media center', headingId: 'news-heading' },
  { section: 'education-events', api: 'events', name: 'Education events', headingId: 'events-heading' },
] as const

/** The path of page `page` of a listing in a language: page 1 is the listing itself. */
const pathOf = (prefix: string, section: string, page: number) => `${prefix}/${section}${page === 1 ? '' : `/page/${page}`}`
const fileOf = (path: string) => `${path.slice(1)}.html`
const pageNumbers = Array.from({ length: PAGES }, (_, index) => index + 1)

/** A number in Western or Arabic-Indic digits, whichever the language's pages use. */
const numberIn = (text: string) => Number(text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)))

/** The generated articles carry their id in their header: "… (No. 37)", "… (رقم 37)". */
const articleIdsIn = (text: string) => new Set([...text.matchAll(/\((?:No\.|رقم) (\d+)\)/g)].map(([, id]) => Number(id)))

export const describeListings = (built: SharedExport) =>
  describe(`listings of ${ARTICLES} articles`, () => {
    let outDir = ''
    let base = ''
    const ids = new Map<string, number[]>()
    const html = (path: string) => readFileSync(join(outDir, fileOf(path)), 'utf8')
    // Each page is parsed once and read by every test of it (the tests only read).
    const parsed = new Map<string, Document>()
    const document = (path: string) => parsed.get(path) ?? parsed.set(path, new JSDOM(html(path)).window.document).get(path)!

    beforeAll(async () => {
      outDir = built.result.outDir
      base = built.site.url
      for (const { api } of listings) {
        for (const { locale } of languages) {
          const list = (await (await fetch(`${built.dashboard.url}/api/${api}${locale === 'ar' ? '?language=ar' : ''}`)).json()) as Array<{
            id: number
          }>
          ids.set(
            `${api} ${locale}`,
            list.map(({ id }) => id),
          )
        }
      }
    })

    it('has more pages than the pagination shows numbers, so its gaps are tested', () => {
      expect(PAGES).toBeGreaterThan(7)
    })

    it('pre-renders each page once in each language: no /page/1 copy of the listing, nothing past the last page', () => {
      for (const { section } of listings) {
        for (const { prefix } of languages) {
          for (const page of pageNumbers)
            expect(existsSync(join(outDir, fileOf(pathOf(prefix, section, page)))), pathOf(prefix, section, page)).toBe(true)
          for (const extra of [1, PAGES + 1])
            expect(existsSync(join(outDir, `${prefix.slice(1)}/${section}/page/${extra}.html`.replace(/^\//, '')))).toBe(false)
        }
      }
    })

    for (const { section, api, name, headingId } of listings) {
      for (const { locale, prefix, siteName } of languages) {
        describe(`${pathOf(prefix, section, 1)}`, () => {
          it('shows on each page its own twelve cards in the dashboard order, the last page the rest', () => {
            const all = ids.get(`${api} ${locale}`)!
            expect(all).toHaveLength(ARTICLES)
            for (const page of pageNumbers) {
              const links = [...document(pathOf(prefix, section, page)).querySelectorAll(`section[aria-labelledby="${headingId}"] article a`)]
              const expected = all.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE)
              expect(expected.length).toBeGreaterThan(0)
              expect(
                links.map((link) => link.getAttribute('href')),
                `page ${page}`,
              ).toEqual(expected.map((id) => `${prefix}/${section}/${id}`))
            }
          })

          it('links each page to the previous, the next, the first, the last and its neighbours, the current one marked', () => {
            for (const page of pageNumbers) {
              const path = pathOf(prefix, section, page)
              const nav = document(path).querySelector(`nav[aria-label="${translate(locale, 'Pages')}"]`)
              expect(nav, path).not.toBeNull()
              const current = [...nav!.querySelectorAll('[aria-current="page"]')]
              expect(
                current.map((link) => link.getAttribute('href')),
                path,
              ).toEqual([path])
              expect(numberIn(current[0]!.textContent ?? ''), path).toBe(page)
              expect(nav!.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null, path).toBe(
                page > 1 ? pathOf(prefix, section, page - 1) : null,
              )
              expect(nav!.querySelector('a[rel="next"]')?.getAttribute('href') ?? null, path).toBe(
                page < PAGES ? pathOf(prefix, section, page + 1) : null,
              )
              expect(nav!.querySelector('a[rel="prev"]')?.textContent ?? translate(locale, 'Previous')).toBe(translate(locale, 'Previous'))
              expect(nav!.querySelector('a[rel="next"]')?.textContent ?? translate(locale, 'Next')).toBe(translate(locale, 'Next'))
              const numbered = [...nav!.querySelectorAll('a:not([rel])')]
              const shown = numbered.map((link) => numberIn(link.textContent ?? ''))
              for (const link of numbered) {
                const number = numberIn(link.textContent ?? '')
                expect(link.getAttribute('href')).toBe(pathOf(prefix, section, number))
                expect(link.getAttribute('aria-label')).toBe(translate(locale, 'Page {number}').replace('{number}', link.textContent ?? ''))
              }
              const neighbours = [1, page - 1, page, page + 1, PAGES].filter((number) => number >= 1 && number <= PAGES)
              for (const number of neighbours) expect(shown, path).toContain(number)
              expect(shown.length, path).toBeLessThan(PAGES)
              expect(nav!.textContent, path).toContain('…')
            }
          })

          it('gives each page its own title, canonical URL and hreflang alternates', () => {
            for (const page of pageNumbers) {
              const path = pathOf(prefix, section, page)
              const head = document(path).head
              const title = head.querySelector('title')?.textContent ?? ''
              const listing = translate(locale, name)
              if (page === 1) expect(title).toBe(`${listing} | ${siteName}`)
              else {
                const [before, after] = translate(locale, '{title} – page {number}').replace('{title}', listing).split('{number}') as [string, string]
                expect(title.startsWith(before) && title.endsWith(`${after} | ${siteName}`), title).toBe(true)
                expect(numberIn(title.slice(before.length, title.length - `${after} | ${siteName}`.length))).toBe(page)
              }
              expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}${path}`)
              const alternates = Object.fromEntries(
                [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
                  link.getAttribute('hreflang'),
                  link.getAttribute('href'),
                ]),
              )
              expect(alternates).toEqual({
                en: `${siteUrl}${pathOf('', section, page)}`,
                ar: `${siteUrl}${pathOf('/ar', section, page)}`,
                'x-default': `${siteUrl}${pathOf('', section, page)}`,
              })
            }
          })

          it(`carries only its own cards in its HTML and its data, and stays within ${GZIP_BUDGET / 1024} KB gzip`, () => {
            const all = ids.get(`${api} ${locale}`)!
            for (const page of pageNumbers) {
              const path = pathOf(prefix, section, page)
              const text = html(path)
              const own = all.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE)
              const data = document(path).querySelector('script[data-router-hydration]')?.textContent ?? ''
              expect(() => JSON.parse(data), path).not.toThrow()
              expect(
                [...articleIdsIn(data)].sort((a, b) => a - b),
                path,
              ).toEqual([...own].sort((a, b) => a - b))
              expect(
                [...articleIdsIn(text)].sort((a, b) => a - b),
                path,
              ).toEqual([...own].sort((a, b) => a - b))
              expect(gzipSync(text, { level: 9 }).length, path).toBeLessThanOrEqual(GZIP_BUDGET)
            }
          })
        })
      }
    }

    it('keeps the board reports on the first page of the media center', () => {
      for (const { prefix } of languages) {
        for (const page of pageNumbers) {
          const reports = document(pathOf(prefix, 'news', page)).querySelector('section[aria-labelledby="reports-heading"]')
          expect(reports === null, pathOf(prefix, 'news', page)).toBe(page !== 1)
        }
      }
    })

    it('lists every page of both listings in sitemap.xml, with its alternates', () => {
      const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8')
      for (const { section } of listings) {
        for (const { prefix } of languages) {
          for (const page of pageNumbers) {
            const entry = new RegExp(`<url>\\s*<loc>${siteUrl}${pathOf(prefix, section, page)}</loc>([\\s\\S]*?)</url>`).exec(sitemap)
            expect(entry, pathOf(prefix, section, page)).not.toBeNull()
            expect(entry![1]).toContain(`hreflang="ar" href="${siteUrl}${pathOf('/ar', section, page)}"`)
          }
        }
      }
      expect(sitemap).not.toMatch(/\/page(\/1)?</)
    })

    it('answers the 404 page of the language, with status 404, for page numbers that are no page', async () => {
      for (const { section } of listings) {
        for (const { locale, prefix } of languages) {
          for (const page of [String(PAGES + 1), '999', '1', '0', '02', '-1', 'abc']) {
            const response = await fetch(`${base}${prefix}/${section}/page/${page}`)
            const body = await response.text()
            expect(response.status, `${prefix}/${section}/page/${page}`).toBe(404)
            const notFound = new JSDOM(body).window.document
            expect(notFound.documentElement.lang).toBe(locale)
            expect(notFound.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
            expect(notFound.querySelector('h1')?.textContent).toBe('404')
          }
          // The folder's own name is no article id either: no article shell for it.
          for (const path of [`${prefix}/${section}/page`, `${prefix}/${section}/page/`]) {
            const response = await fetch(`${base}${path}`)
            expect(response.status, path).toBe(404)
            expect(new JSDOM(await response.text()).window.document.querySelector('h1')?.textContent).toBe('404')
          }
          expect((await fetch(`${base}${pathOf(prefix, section, PAGES)}`)).status).toBe(200)
        }
      }
    })

    describe('in Chromium', () => {
      let browser: Browser
      beforeAll(async () => {
        browser = await chromium.launch(launchOptions)
      })
      afterAll(() => browser?.close())

      /** A new visitor (nothing stored) on `path`, with every script error of the page collected. */
      async function visit(path: string): Promise<{ page: Page; errors: string[] }> {
        // A context of its own: nothing stored by another test, and axe can open its helper pages in it.
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
        return { page, errors }
      }

      for (const { locale, prefix, dir } of languages) {
        it(`moves between pages with the links after hydration, the arrows pointing the reading way (${locale})`, async () => {
          const { page, errors } = await visit(pathOf(prefix, 'news', 2))
          try {
            const nav = page.getByRole('navigation', { name: translate(locale, 'Pages') })
            const previous = nav.getByRole('link', { name: translate(locale, 'Previous') })
            const next = nav.getByRole('link', { name: translate(locale, 'Next') })
            // Previous is where the reading starts: left in English, right in Arabic, its arrow turned round.
            const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()]
            expect(dir === 'rtl' ? previousBox!.x > nextBox!.x : previousBox!.x < nextBox!.x).toBe(true)
            const transform = await previous.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)
            expect(transform).toBe(dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')
            // WCAG 2.2 target size (24px at least), every link.
            for (const link of await nav.getByRole('link').all()) {
              const box = await link.boundingBox()
              expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24)
            }
            // The keyboard reaches the links, and shows where it is.
            await previous.focus()
            await page.keyboard.press('Tab')
            const focused = page.locator(':focus')
            expect(await focused.getAttribute('href')).toBe(pathOf(prefix, 'news', 1))
            const outline = await focused.evaluate((link) => getComputedStyle(link))
            expect(outline.outlineStyle).not.toBe('none')
            expect(parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2)

            await next.click()
            await page.waitForURL(`${base}${pathOf(prefix, 'news', 3)}`)
            await expect.poll(() => page.title()).toMatch(/٣|3/)
            await expect.poll(() => nav.locator('[aria-current="page"]').getAttribute('href')).toBe(pathOf(prefix, 'news', 3))
            expect(await page.locator(`section[aria-labelledby="news-heading"] article`).count()).toBe(LISTING_PAGE_SIZE)
            await nav.locator(`a:not([rel])[href="${pathOf(prefix, 'news', 1)}"]`).click()
            await page.waitForURL(`${base}${pathOf(prefix, 'news', 1)}`)
            await expect.poll(() => page.locator('section[aria-labelledby="reports-heading"]').count()).toBe(1)
            await expect
              .poll(() => page.title())
              .toBe(`${translate(locale, 'Media center')} | ${languages.find((language) => language.locale === locale)!.siteName}`)
            expect(errors).toEqual([])
          } finally {
            await page.context().close()
          }
        })

        it(`shows the 404 page past the last page and for /page itself, also after hydration (${locale})`, async () => {
          for (const path of [`${prefix}/news/page/${PAGES + 1}`, `${prefix}/education-events/page/0`, `${prefix}/news/page`]) {
            const { page, errors } = await visit(path)
            try {
              await page.waitForTimeout(300)
              expect(await page.locator('h1').textContent(), path).toBe('404')
              expect(await page.getByRole('navigation', { name: translate(locale, 'Pages') }).count()).toBe(0)
              // A hydration mismatch (React error 418) would mean the script saw another page than the HTML.
              expect(errors, path).toEqual([])
            } finally {
              await page.context().close()
            }
          }
        })

        it(`has no axe violations on a later page (${locale})`, async () => {
          const { page } = await visit(pathOf(prefix, 'education-events', PAGES))
          try {
            await finishAnimations(page)
            const record = toAxeRecord(await runAxe(page, { tags: pageTags }), pageTags)
            expect(describeViolations(record.violations)).toEqual([])
          } finally {
            await page.context().close()
          }
        })
      }
    })
  })
