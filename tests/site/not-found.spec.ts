import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { exportDir, languages, pageOf } from '../support/site'
import { netlifyAnswer, netlifyRules } from '#tooling/netlify-emulator'
import { leaveLastPage, test } from '../support/sweep'

// An address the site does not have. Every page it has is pre-rendered, complete and hydrates
// cleanly: tests/audit/every-page.spec.ts.

for (const language of languages) {
  test(`unknown ${language.prefix || 'English'} paths answer the 404 page in the right language`, async ({ tab: page }) => {
    await leaveLastPage(page)
    const response = await page.goto(`${language.prefix}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
    await expect(page.locator('h1')).toHaveText('404')
    const home = page.getByRole('link', { name: translate(language.locale, 'Back Home'), exact: true })
    await expect(home).toHaveAttribute('href', language.prefix || '/')
    await expect(page.locator('main')).toContainText(translate(language.locale, 'Oops! The page you are looking for does not exist.'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
}

// The fallbacks: the local server (tooling/static-server.ts) answers every path without a file as
// Netlify would under the rules deployed with this export (netlify.toml, the export's _redirects),
// emulated from Netlify's documentation apart from the code under test (tooling/netlify-emulator.ts).
const sections = ['news', 'education-events'] as const
const builtIds = (section: string) =>
  readdirSync(join(exportDir, section))
    .map((name) => /^(\d+)\.html$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
const lastPage = (section: string) => {
  try {
    return Math.max(1, ...readdirSync(join(exportDir, section, 'page')).map((name) => Number.parseInt(name, 10)))
  } catch {
    return 1
  }
}
const notCanonical = (built: string) => ['1e3', '%2e%2e%2f', `000${built}`, '0', '1'.repeat(400), '9007199254740992', '-1']

test('every fallback case gets the status and the page from the local server that Netlify gives it', async ({ request }) => {
  const rules = netlifyRules(exportDir, readFileSync('netlify.toml', 'utf8'))
  const cases = languages.flatMap(({ prefix }) => [
    `${prefix}/media-center`,
    `${prefix}/media-center/`,
    `${prefix}/no-such-page`,
    `${prefix}/no-such-page/`,
    `${prefix}/no/such/page`,
    ...sections.flatMap((section) => {
      const built = builtIds(section)[0]!
      const next = lastPage(section) + 1
      return [
        `${prefix}/${section}/${built}/`,
        `${prefix}/${section}/987654321`,
        `${prefix}/${section}/987654321/`,
        `${prefix}/${section}/_shell/`,
        ...notCanonical(built).map((id) => `${prefix}/${section}/${id}`),
        `${prefix}/${section}/page`,
        `${prefix}/${section}/page/`,
        `${prefix}/${section}/page/${next}`,
        `${prefix}/${section}/page/${next}/`,
        `${prefix}/${section}/page/abc`,
        `${prefix}/${section}/${built}/more`,
        `${prefix}/${section}/1/2`,
      ]
    }),
  ])
  const differences: string[] = []
  for (const path of cases) {
    const netlify = netlifyAnswer(rules, exportDir, path)
    const response = await request.get(path, { maxRedirects: 0 })
    // Same status and same page: the body is the file itself, named by what tells the pages apart.
    const local = response.status() === 301 ? `301 ${response.headers().location}` : `${response.status()} ${pageOf(await response.text())}`
    const expected =
      'location' in netlify
        ? `${netlify.status} ${netlify.location}`
        : `${netlify.status} ${pageOf(readFileSync(join(exportDir, netlify.file), 'utf8'))}`
    if (local !== expected) differences.push(`${path}: local ${local}, Netlify ${expected}`)
  }
  expect(differences).toEqual([])
})

function watchErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // The 404 page's own status (and its missing loader data) is the one failed load expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded with a status of 404'))
      problems.push(`console: ${message.text()}`)
  })
  return problems
}

// An address whose id is not canonical (src/site.ts) is no article: the 404 page, never a
// hydration error (the shell's HTML meets its first render in the browser), never an article at
// a second address. Netlify gives these the shell (status 200: it cannot match digits), which
// shows the 404 page; the shell itself is noindex. Visited one after another in one tab a worker
// (tests/support/sweep.ts).
for (const language of languages) {
  for (const section of sections) {
    test(`ids that are not canonical show the 404 page without a page error (${language.prefix || 'en'}/${section})`, async ({ tab: page }) => {
      await leaveLastPage(page)
      // `page` is the folder of the listing's later pages: the host answers the 404 page there, and the article route meets it.
      for (const id of [...notCanonical(builtIds(section)[0]!), 'page']) {
        const problems = watchErrors(page)
        await page.goto(`${language.prefix}/${section}/${id}`)
        await page.waitForLoadState('networkidle')
        // Soft: one run names every id that fails.
        await expect.soft(page.locator('h1'), id).toHaveText('404')
        await expect.soft(page.locator('html'), id).toHaveAttribute('lang', language.locale)
        await expect.soft(page.locator('meta[name="robots"]'), id).toHaveAttribute('content', 'noindex')
        await expect.soft(page.locator('link[rel="canonical"]'), id).toHaveCount(0)
        await expect.soft(page.locator('main'), id).toContainText(translate(language.locale, 'Oops! The page you are looking for does not exist.'))
        expect.soft(problems, id).toEqual([])
        page.removeAllListeners('pageerror')
        page.removeAllListeners('console')
      }
    })
  }

  test(`without JavaScript the article shell says so and links to its list (${language.prefix || 'en'})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const section of sections) {
      const response = await page.goto(`${language.prefix}/${section}/987654321`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(translate(language.locale, 'This article needs JavaScript'))
      await expect(page.locator('main')).toContainText(
        translate(
          language.locale,
          'It was published after this page was built, so your browser loads it from our dashboard: without JavaScript it cannot be shown.',
        ),
      )
      const list = page.getByRole('link', { name: translate(language.locale, section === 'news' ? 'All news' : 'All education events'), exact: true })
      await expect(list).toHaveAttribute('href', `${language.prefix}/${section}`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.getByText(translate(language.locale, 'Loading…'))).toHaveCount(0)
    }
    await context.close()
  })
}
