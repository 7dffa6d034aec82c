import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { serveOnCloudflare, type RunningCloudflare } from '#tooling/cloudflare'
import { hydrated } from '#tooling/first-tap'
import { exportDir, pageOf } from '../support/site'
import { leaveLastPage, test as siteTest } from '../support/sweep'

// The export under Cloudflare's own runtime (`wrangler pages dev`: workerd, with the export's
// `_headers` and `_redirects`), beside the project's server (tooling/static-server.ts, which
// tests/site/not-found.spec.ts holds to Netlify's rules). Wrangler takes seconds to start: once
// for the file, whose tests run one after another in one worker (docs/decisions/0044).
const test = siteTest.extend<object, { cloudflare: RunningCloudflare }>({
  cloudflare: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const cloudflare = await serveOnCloudflare(exportDir)
      await use(cloudflare)
      await cloudflare.close()
    },
    { scope: 'worker', timeout: 90_000 },
  ],
})
test.describe.configure({ mode: 'default' })

const exported = (path: string) => join(exportDir, path)
const filesUnder = (folder: string): string[] =>
  readdirSync(exported(folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(exported(join(folder, name))).isFile())
    .sort()
    .map((name) => `${folder === '/' ? '' : folder}/${name}`)
/** The address of a file of the export: pages without `.html`, as the site links them. */
const addressOf = (file: string) => file.replace(/\.html$/, '').replace(/^\/index$/, '/')

/**
 * What the table is read from: the export under test, read when a test runs (the site run builds
 * it after the test files are loaded).
 */
function readExport() {
  /** The languages' prefixes (`''`, `/ar`): each folder with a 404 page. */
  const prefixes = [
    '',
    ...readdirSync(exportDir)
      .filter((name) => statSync(exported(name)).isDirectory() && readdirSync(exported(name)).includes('404.html'))
      .map((name) => `/${name}`),
  ]
  /** The sections whose articles have a shell (`/news`, `/education-events`), and the id the fixture published after the build. */
  const sections = readdirSync(exportDir).filter(
    (name) => statSync(exported(name)).isDirectory() && readdirSync(exported(name)).includes('_shell.html'),
  )
  const lateId = (section: string) => Math.max(...readdirSync(exported(section)).map((name) => Number(/^(\d+)\.html$/.exec(name)?.[1] ?? 0))) + 1
  const shells = new Set(
    prefixes.flatMap((prefix) => sections.map((section) => pageOf(readFileSync(exported(`${prefix}/${section}/_shell.html`), 'utf8')))),
  )
  const notFoundPageOf = (path: string) => {
    const prefix = prefixes.filter(Boolean).find((candidate) => path.startsWith(`${candidate}/`)) ?? ''
    return pageOf(readFileSync(exported(`${prefix}/404.html`), 'utf8'))
  }

  /** `_redirects`: every rule's address, with and without its trailing slash. */
  const redirectLines = readFileSync(exported('_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
  const redirects = new Map(
    redirectLines.flatMap((line) => {
      const [from = '', to = ''] = line.split(/\s+/)
      return [
        [from, to],
        [from.endsWith('/') ? from.slice(0, -1) : `${from}/`, to],
      ]
    }),
  )
  const redirectAddresses = [...redirects.keys()]

  /**
   * `_headers`: an address each rule applies to (a folder's first page, or its first file), and for
   * the pages the same address with a trailing slash and with `.html`.
   */
  const headerRules = readFileSync(exported('_headers'), 'utf8')
    .split('\n')
    .filter((line) => line && !/^[\s#]/.test(line))
  const headerAddresses = headerRules.flatMap((path) => {
    if (!path.endsWith('*')) {
      const page = path === '/' || statSync(exported(`${path}.html`), { throwIfNoEntry: false })?.isFile()
      return page ? [path, path === '/' ? '/index.html' : `${path}/`, `${path === '/' ? '/index' : path}.html`] : [path]
    }
    const files = filesUnder(path.slice(0, -2) || '/')
    const page = files.find((file) => file.endsWith('.html'))
    return [addressOf(page ?? files[0]!)]
  })

  /** The table: every rule of both host files, each language's 404, the article fallback, every feed and calendar. */
  const table = [
    ...new Set([
      ...redirectAddresses,
      ...headerAddresses,
      ...prefixes.flatMap((prefix) => [`${prefix}/no-such-page`, `${prefix}/no-such-page/`, `${prefix}/no/such/page`]),
      ...prefixes.flatMap((prefix) => sections.map((section) => `${prefix}/${section}/${lateId(section)}`)),
      ...filesUnder('/').filter((file) => /\.(xml|ics)$/.test(file)),
    ]),
  ]
  return { prefixes, sections, lateId, shells, notFoundPageOf, redirectLines, redirects, redirectAddresses, headerRules, table }
}
type Export = ReturnType<typeof readExport>

interface Answer {
  status: number
  location?: string
  type?: string
  page?: string
  cache?: string
  csp?: string
  hsts?: string
}

async function answer(request: APIRequestContext, origin: string, path: string): Promise<Answer> {
  const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
  const headers = response.headers()
  const status = response.status()
  const withBody = status === 200 || status === 404
  const type = withBody ? headers['content-type'] : undefined
  return {
    status,
    location: headers.location,
    type,
    page: type?.startsWith('text/html') ? pageOf(await response.text()) : undefined,
    // The caching rules of `_headers` are for what is served; each host has its own for a 404.
    cache: status === 200 ? headers['cache-control'] : undefined,
    csp: headers['content-security-policy'],
    hsts: headers['strict-transport-security'],
  }
}

/**
 * What Cloudflare Pages answers for a path, from what the project's server answers, where
 * Cloudflare's documentation says it differs (docs/deploying.md, "Cloudflare Pages"):
 *  - "Serving Pages": a page is served at its address without `.html` and without a trailing
 *    slash; the others redirect there, with 308;
 *  - no fallback rules (it would apply them before files): an article published after the build
 *    gets the 404 page of its language, status 404, until the next build;
 *  - its own media types (below), naming the same formats, with no charset where the format
 *    carries or fixes its encoding (XML declares it, JSON and scripts are UTF-8);
 *  - its default caching where `_headers` sets none: revalidated on every visit ("Serving
 *    Pages", "Caching"), what the site asks for its pages.
 */
function onCloudflare({ shells, notFoundPageOf }: Export, path: string, ours: Answer): Answer {
  if (ours.status === 200 && ours.type?.startsWith('text/html')) {
    const canonical = path
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/(.)\/$/, '$1')
    if (canonical !== path) return { status: 308, location: canonical, csp: ours.csp, hsts: ours.hsts }
    if (shells.has(ours.page!)) return { status: 404, type: ours.type, page: notFoundPageOf(path), csp: ours.csp, hsts: ours.hsts }
  }
  return {
    ...ours,
    type: (ours.type && cloudflareTypes[ours.type]) ?? ours.type,
    cache: ours.status === 200 ? (ours.cache ?? 'public, max-age=0, must-revalidate') : undefined,
  }
}

/** The media types Cloudflare sends where the project's server sends another name of the same format. */
const cloudflareTypes: Record<string, string> = {
  'text/javascript; charset=utf-8': 'application/javascript',
  'application/json; charset=utf-8': 'application/json',
  'text/xml; charset=utf-8': 'application/xml',
}

const describe = (answer: Answer) =>
  Object.entries(answer)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${name === 'csp' ? `${String(value).slice(0, 40)}…` : value}`)
    .join(', ')

test('every rule of _redirects and _headers, the 404 pages, the article fallback, feeds and calendars: Cloudflare answers as documented', async ({
  request,
  cloudflare,
  baseURL,
}) => {
  test.info().annotations.push({ type: 'wrangler startup', description: `${cloudflare.startupMs} ms` })
  const site = readExport()
  const { redirectLines, headerRules, table } = site
  // The table covers what it claims to, so that it cannot pass by being empty.
  expect(redirectLines.length).toBeGreaterThan(0)
  expect(headerRules).toContain('/*')
  expect(table).toEqual(expect.arrayContaining(['/', '/no-such-page', '/ar/no-such-page', '/news/feed.xml', '/education-events/upcoming.ics']))
  const differences: string[] = []
  for (const path of table) {
    const ours = await answer(request, baseURL!, path)
    const expected = describe(onCloudflare(site, path, ours))
    const found = describe(await answer(request, cloudflare.url, path))
    if (found !== expected) differences.push(`${path}\n  Cloudflare: ${found}\n  expected:   ${expected}\n  ours:       ${describe(ours)}`)
  }
  expect(differences.join('\n')).toBe('')
  // The host files are read by the host, never served.
  for (const file of ['/_headers', '/_redirects']) {
    expect((await request.get(`${cloudflare.url}${file}`)).status(), file).not.toBe(200)
  }
})

// A host answers an address it has no file for with its 404 page, which then hydrates in the
// browser; the router may match another route there (an alias, an article, another case or an
// empty segment), and React's hydration error #418 was what Cloudflare showed for /media-center/.
test('no address makes a page throw as it hydrates under Cloudflare', async ({ tab: page, cloudflare }) => {
  await leaveLastPage(page)
  const { prefixes, sections, lateId, redirects, redirectAddresses } = readExport()
  const lateArticles = sections.map((section) => `/${section}/${lateId(section)}`)
  const addresses = [
    ...prefixes.map((prefix) => `${prefix}/no-such-page/`),
    // The aliases with a slash, and with two: no host redirects the second, and the router
    // matches the alias there all the same.
    ...redirectAddresses.filter((path) => path.endsWith('/')).flatMap((path) => [path, `${path}/`]),
    '/Media-Center',
    '/ABOUT-US',
    '/AR/news',
    '//about-us',
    '/ar//news',
    ...lateArticles,
    `/${sections[0]}/page/99`,
  ]
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  for (const path of addresses) {
    await page.goto(`${cloudflare.url}${path}`)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    // An old address reaches the page it names.
    const target = redirects.get(path.replace(/\/+$/, '/'))
    if (target) expect.soft(new URL(page.url()).pathname, path).toBe(target)
    // An article published after the build: a 404 until the next build, and loaded by the page.
    if (lateArticles.includes(path)) await expect.soft(page.locator('h1'), path).not.toHaveText(/^(404|Loading…)$/)
  }
  page.removeAllListeners('pageerror')
  expect(problems).toEqual([])
})
