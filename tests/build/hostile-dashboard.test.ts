import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDashboard, type RunningDashboard } from '../../scripts/dashboard/server'
import { HYDRATION_SCRIPT } from '../../scripts/build/hydration-data'
import { readPage } from '../../scripts/build/page-document'
import { listen, type Running } from '../../scripts/support/net'
import { serveExport } from '../../scripts/support/stack'
import { runBuild, verdict } from '../support/build'
import { launchOptions } from '../../scripts/support/chromium'

// An attacker with edit rights on the dashboard (issue 11, findings 1 to 4): the fixture's answers
// pass through a proxy that plants hostile texts in article 2 of each kind; the site is built
// against it, served with its own _headers, and loaded in Chromium before and after hydration.

const HEADER = "Quarterly $' results $& and $` notes $$ /* SCRIPT_COMMENT_PLACEHOLDER */"
const DESCRIPTION =
  'Budget <script>alert(document.domain)</script> <meta http-equiv="refresh" content="0;url=https://evil.example/"> ' +
  `<link rel="canonical" href="https://evil.example/"> <link rel="modulepreload" crossorigin="" href="/assets/evil.js"> ` +
  `<script type="module" src="/assets/evil.js"></script> <meta charset="UTF-8"> </body></html> $' end`
// What the first attack forged: loader data whose article HTML skips the sanitiser.
const FORGED_DATA = JSON.stringify({
  loaderData: { '0-0-3': { kind: 'news', article: { header: 'forged', html_content: '<iframe srcdoc="<script>alert(document.domain)</script>"></iframe><meta http-equiv="refresh" content="0;url=https://evil.example/">' } } },
})
const BODY =
  `<p id="router-hydration-data" hidden>${FORGED_DATA.replace(/</g, '&lt;')}</p>` +
  '<a id="__VITE_REACT_SSG_STATIC_LOADER_MANIFEST__" href="/contact-us">Write to us</a>' +
  '<a name="__VITE_REACT_SSG_HASH__" id="root">named</a>' +
  "<p>Price list: $& $' $` $$ $1</p>"

const plant = (record: Record<string, unknown>) =>
  record.id === 2 ? { ...record, header: HEADER, description: DESCRIPTION, ...('html_content' in record ? { html_content: `${record.html_content as string}${BODY}` } : {}) } : record

/** Forwards to the fixture, planting the texts in every JSON answer that carries article 2. */
function hostileProxy(target: string): Promise<Running> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(`${target}${request.url}`)
    const type = answer.headers.get('content-type') ?? ''
    if (!type.includes('json') || !/^\/api\/(blogs|events|random_blogs|random_events)/.test(request.url ?? '')) {
      response.writeHead(answer.status, { 'content-type': type })
      return void response.end(Buffer.from(await answer.arrayBuffer()))
    }
    const body = (await answer.json()) as Record<string, unknown> | Array<Record<string, unknown>>
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(Array.isArray(body) ? body.map(plant) : plant(body)))
  })
  return listen(server)
}

describe('a build against a dashboard with an attacker\'s texts', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'site-hostile-'))
  let dashboard: RunningDashboard
  let proxy: Running
  let site: Running
  let origin = ''
  let browser: Browser

  beforeAll(async () => {
    dashboard = await startDashboard({ port: 0 })
    proxy = await hostileProxy(dashboard.url)
    const result = await runBuild({ DASHBOARD_URL: proxy.url, CONTACT_WEBHOOK_URL: 'https://hooks.example/x' }, outDir)
    expect(result.status, verdict(result)).toBe(0)
    site = await serveExport(outDir)
    origin = site.url
    browser = await chromium.launch(launchOptions)
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await proxy?.close()
    await dashboard?.close()
    rmSync(outDir, { recursive: true, force: true })
  })

  const file = (path: string) => readFileSync(join(outDir, path), 'utf8')

  it('writes every page intact: one title, the texts literally where they belong, the data last', () => {
    for (const path of ['news/2.html', 'ar/news/2.html', 'education-events/2.html', 'news.html', 'education-events.html', 'index.html']) {
      const { document } = new JSDOM(file(path)).window
      expect(document.querySelectorAll('title'), path).toHaveLength(1)
      expect(document.querySelectorAll('meta[name="description"]'), path).toHaveLength(1)
      expect(document.querySelectorAll('meta[http-equiv]'), path).toHaveLength(0)
      expect(document.body.lastElementChild?.outerHTML, path).toBe(HYDRATION_SCRIPT)
      expect(document.body.lastElementChild?.previousElementSibling?.hasAttribute('data-router-hydration'), path).toBe(true)
    }
    const { document } = new JSDOM(file('news/2.html')).window
    expect(document.title).toContain(HEADER)
    expect(document.querySelector('h1')?.textContent).toBe(HEADER)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DESCRIPTION)
  })

  it('allows only the three scripts of the site in the policy, whatever the texts hold', () => {
    // The loader that starts the app after first paint, the router's data hand-over, and the
    // loader-data hash of vite-react-ssg.
    const policy = /script-src ([^;\n]*)/.exec(file('_headers'))![1]!
    expect(policy.match(/'sha256-/g)).toHaveLength(3)
    const links = readPage(file('news/2.html')).headLinks.filter(({ attributes }) => attributes.rel === 'canonical')
    expect(links.map(({ attributes }) => attributes.href)).toEqual([expect.stringMatching(/\/news\/2$/)])
    expect(file('sitemap.xml')).not.toContain('evil.example')
  })

  async function open(path: string): Promise<{ page: Page; dialogs: string[]; errors: string[] }> {
    const page = await browser.newPage()
    const dialogs: string[] = []
    const errors: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${origin}${path}`)
    // Hydrated: React has taken the root (the key it sets on its container).
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))
    await page.waitForLoadState('networkidle')
    return { page, dialogs, errors }
  }

  it.each(['/news/2', '/ar/news/2', '/education-events/2'])('%s runs nothing, stays on the site and hydrates with its real data', async (path) => {
    const { page, dialogs, errors } = await open(path)
    try {
      await page.waitForTimeout(500)
      expect(dialogs).toEqual([])
      expect(new URL(page.url()).origin).toBe(origin)
      expect(await page.locator('h1').textContent()).toBe(HEADER)
      expect(await page.title()).toContain(HEADER)
      expect(await page.locator('iframe[srcdoc]').count()).toBe(0)
      const headers = await page.evaluate(() =>
        Object.values((window as unknown as { __staticRouterHydrationData: { loaderData: Record<string, { article?: { header: string } } | null> } }).__staticRouterHydrationData.loaderData)
          .map((data) => data?.article?.header)
          .filter(Boolean),
      )
      expect(headers).toEqual([HEADER])
      // The planted ids are the article's own, prefixed; the framework's globals are its own.
      expect(await page.locator('#user-content-router-hydration-data').count()).toBe(1)
      expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).__VITE_REACT_SSG_HASH__)).toBe('string')
      expect(await page.locator('main').textContent()).toContain("Price list: $& $' $` $$ $1")
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })

  it('keeps in-site links working from the article: the router is not clobbered', async () => {
    const { page, errors } = await open('/news/2')
    try {
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      // A link of the router (the footer's), whose navigation reads the loader-data manifest.
      await page.locator('footer').getByRole('link', { name: 'Contact us', exact: true }).click()
      await page.waitForURL(`${origin}/contact-us`)
      await page.locator('h1').first().waitFor()
      expect(await page.getByText('Something went wrong').count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await page.close()
    }
  })
})
