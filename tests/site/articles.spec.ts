import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { dashboardOrigin, exportDir, open, siteUrl } from '../support/site'
import { test } from '../support/sweep'

const dashboard = dashboardOrigin

function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

const cases = [
  { kind: 'news', section: '/news', api: '/api/blogs', suffix: 'News', more: '/news', related: 'Additional News', type: 'NewsArticle' },
  {
    kind: 'event',
    section: '/education-events',
    api: '/api/events',
    suffix: 'Event',
    more: '/education-events',
    related: 'Additional Events',
    type: 'Event',
  },
] as const

for (const { kind, section, api, suffix, more, related, type } of cases) {
  for (const { locale, prefix } of [
    { locale: 'en', prefix: '' },
    { locale: 'ar', prefix: '/ar' },
  ] as const) {
    test(`a ${kind} article is pre-rendered with its data, sanitised body, related cards and JSON-LD (${locale})`, async ({ page, request }) => {
      const article = await (await request.get(`${dashboard}${api}/2${locale === 'ar' ? '?language=ar' : ''}`)).json()
      const path = `${prefix}${section}/2`

      // In the HTML before any script runs.
      const raw = await (await request.get(path)).text()
      expect(raw).toContain(`<html lang="${locale}"`)
      expect(raw).toMatch(new RegExp(`<h1[^>]*>${article.header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
      expect(raw).toContain('data:image/png;base64,') // the blur placeholder

      const problems = watchConsole(page)
      const dashboardCalls: string[] = []
      page.on('request', (call) => {
        if (call.url().startsWith(`${dashboard}/api/`)) dashboardCalls.push(call.url())
      })
      await open(page, path)
      const site = translate(locale, 'Wahat Medical')
      // In the page's own direction the header needs no isolate; the site name, then the page's word
      // are left out when the title would pass 70 characters (src/layout/Page/documentTitle.ts).
      const title = translate(locale, `{header} ${suffix}`).replace('{header}', article.header)
      const fitting = [`${title} | ${site}`, title, article.header].find((candidate) => [...candidate].length <= 70)
      expect(fitting, 'article 2 fits with at most the site name left out').toBeDefined()
      await expect(page).toHaveTitle(fitting!)
      await expect(page.locator('h1')).toHaveText(article.header)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`)
      await expect(page.locator('main article h2').first()).toBeVisible()
      if (kind === 'news') {
        // The body's emphasis: slanted in English; upright and bold in Arabic, which has no italic
        // (Chromium would slant its letters: docs/decisions/0043).
        const emphasis = page.locator('main article em')
        await expect(emphasis.first()).toBeVisible()
        const styles = await emphasis.evaluateAll((elements) =>
          elements.map((element) => `${getComputedStyle(element).fontStyle} ${getComputedStyle(element).fontWeight}`),
        )
        for (const style of styles) expect(style, `${path}: <em>`).toBe(locale === 'ar' ? 'normal 700' : 'italic 400')
      }
      const figure = page.locator('main figure img').last()
      // The dashboard's image, built into the export (its own format at the largest width, with AVIF and WebP beside it).
      await expect(figure).toHaveAttribute('src', /^\/_img\/[\w-]+-\d+\.(jpg|png)$/)
      await expect(page.locator('main figure picture source[type="image/avif"]').last()).toHaveAttribute('srcset', /\/_img\/[\w-]+-\d+\.avif \d+w/)
      await expect(figure).toHaveAttribute('alt', /\S/)

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
      // schema.org gives headline to creative works (the news), name to both.
      expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': type, name: article.header, url: `${siteUrl}${path}` })
      expect('headline' in jsonLd).toBe(type === 'NewsArticle')

      const group = page.getByRole('region', { name: translate(locale, related) })
      await expect(group.getByRole('article')).toHaveCount(3)
      for (const href of await group
        .getByRole('article')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${prefix}${section}/\\d+$`))
      }
      await expect(group.getByRole('link', { name: translate(locale, 'View More') })).toHaveAttribute('href', `${prefix}${more}`)

      expect(dashboardCalls, 'hydration must not call the dashboard').toEqual([])
      expect(problems).toEqual([])
    })
  }

  test(`a ${kind} article published after the build loads in the browser, its picture from another site shown as the placeholder as the build shows it, and an unknown one is the 404 page`, async ({
    page,
  }) => {
    const late = (await (await page.request.get(`${dashboard}${api}/9`)).json()) as { header: string; image_title: string; image: { src: string } }
    // The fixture puts the late articles' picture on a host the build would not download from.
    const elsewhere = new URL(late.image.src, dashboard).origin
    expect(elsewhere).not.toBe(dashboard)
    const askedElsewhere: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(elsewhere)) askedElsewhere.push(request.url())
    })
    const problems = watchConsole(page)
    const response = await page.goto(`${section}/9`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(late.header)
    await expect(page.locator('main figure figcaption')).toHaveText(late.image_title)
    // The placeholder the build shows for a picture it will not download (decision 0045), never the URL.
    const shown = await page.locator('main figure img:not([aria-hidden])').getAttribute('src')
    expect(shown).toMatch(/^\/[^/]/)
    expect((await (await page.request.get(shown!)).body()).equals(readFileSync(join(exportDir, 'placeholder.jpg')))).toBe(true)
    expect(askedElsewhere).toEqual([])
    expect(problems).toEqual([])

    await page.goto(`/ar${section}/424242`)
    await expect(page.locator('h1')).toHaveText('404')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  })
}

test("article links from the related cards navigate in the browser without calling the dashboard, fetching only the target page's data", async ({
  page,
}) => {
  const dashboardCalls: string[] = []
  page.on('request', (call) => {
    if (call.url().startsWith(`${dashboard}/api/`)) dashboardCalls.push(call.url())
  })
  await open(page, '/news/2')
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '')
  // From here on: what the navigation asks of the site.
  const fetched: string[] = []
  page.on('request', (call) => {
    const url = new URL(call.url())
    if (url.origin === new URL(page.url()).origin && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/_img/'))
      fetched.push(url.pathname)
  })
  const first = page.getByRole('region', { name: 'Additional News' }).getByRole('article').first().getByRole('link')
  const heading = (await first.textContent()) ?? ''
  const target = new URL((await first.getAttribute('href')) ?? '', page.url()).pathname
  await first.click()
  await expect(page.locator('h1')).toHaveText(heading)
  expect(dashboardCalls).toEqual([])
  // No index of every page (decision 0030): the target's own data file, named after its path.
  expect(fetched).toEqual([expect.stringMatching(new RegExp(`^/static-loader-data${target}\\.[\\w-]+\\.json$`))])
})
