import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDashboard, type RunningDashboard } from '../../scripts/dashboard/server'
import { translate } from '../../scripts/support/catalog'
import { dangerousParts } from '../support/xss-check'
import { runBuild as build } from '../support/build'

// `npm run build` as a developer or CI runs it, against dashboards that fail or are sloppy.

describe('a build that cannot get its data', () => {
  it('stops naming the dashboard URL and endpoint when the dashboard is unreachable, and leaves no site', async () => {
    const { status, output, outDir } = await build({ DASHBOARD_URL: 'http://127.0.0.1:9' })
    expect(status).toBe(1)
    expect(output).toMatch(/Build failed: .*Dashboard request failed: GET http:\/\/127\.0\.0\.1:9\/api\/(events|blogs)/)
    expect(output).toContain('cannot reach the dashboard')
    expect(existsSync(outDir)).toBe(false)
  }, 180_000)

  it('stops with the body message when the dashboard answers an error', async () => {
    const dashboard = await startDashboard({ port: 0, failPaths: { pattern: /^\/api\/blogs/, status: 503, body: { message: 'Maintenance until 02:00' } } })
    try {
      const { status, output, outDir } = await build({ DASHBOARD_URL: dashboard.url })
      expect(status).toBe(1)
      expect(output).toContain(`GET ${dashboard.url}/api/blogs answered 503: Maintenance until 02:00`)
      expect(existsSync(outDir)).toBe(false)
    } finally {
      await dashboard.close()
    }
  }, 180_000)

  it('stops naming the variable when a setting is not a URL', async () => {
    const { status, output } = await build({ SITE_URL: 'www.example.com' })
    expect(status).toBe(1)
    expect(output).toContain('Invalid SITE_URL: "www.example.com" is not an absolute http(s) URL')
  }, 60_000)
})

describe('a build against a sloppy dashboard', () => {
  let outDir = ''
  let dashboard: RunningDashboard
  const page = (file: string) => new JSDOM(readFileSync(join(outDir, file), 'utf8')).window.document
  const articleFiles = () =>
    ['news', 'education-events', 'ar/news', 'ar/education-events'].flatMap((dir) =>
      readdirSync(join(outDir, dir)).map((file) => join(dir, file)),
    )

  beforeAll(async () => {
    dashboard = await startDashboard({ port: 0, sloppy: true })
    const result = await build({ DASHBOARD_URL: dashboard.url })
    expect(result.status, result.output).toBe(0)
    outDir = result.outDir
  }, 180_000)
  afterAll(() => dashboard.close())

  it('pre-renders every article in both languages, and the shells', () => {
    for (const dir of ['news', 'education-events', 'ar/news', 'ar/education-events']) {
      const files = readdirSync(join(outDir, dir)).sort()
      expect(files).toContain('_shell.html')
      expect(files.filter((file) => /^\d+\.html$/.test(file)).length).toBeGreaterThanOrEqual(8)
    }
  })

  it('never shows "undefined", "null", "NaN" or "Invalid Date"', () => {
    const dataPages = ['index.html', 'news.html', 'education-events.html', 'products.html', 'find-us.html']
    for (const file of [...articleFiles(), ...dataPages, ...dataPages.map((name) => (name === 'index.html' ? 'ar.html' : `ar/${name}`))]) {
      const text = page(file).querySelector('main')?.textContent ?? ''
      expect(text, file).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|Invalid Date/)
    }
  }, 30_000)

  it("shows 'Not Specified' for a missing location and 'News' for a missing tag, translated", () => {
    expect(page('education-events/2.html').querySelector('main')?.textContent).toContain('Not Specified')
    expect(page('ar/education-events/2.html').querySelector('main')?.textContent).toContain(translate('ar', 'Not Specified'))
    expect(page('news/2.html').querySelector('main')?.textContent).toContain('News')
    expect(page('ar/news/1.html').querySelector('main')?.textContent).toContain(translate('ar', 'News'))
  })

  it('gives event and news cards without an image the placeholder', () => {
    const cards = Array.from(page('education-events.html').querySelectorAll('main article img:not([aria-hidden])'))
    expect(cards.some((image) => image.getAttribute('src') === '/placeholder.jpg')).toBe(true)
    expect(cards.every((image) => image.getAttribute('alt'))).toBe(true)
  })

  it('shows the placeholder image, with its blur, for a record without an image', () => {
    const images = Array.from(page('education-events/3.html').querySelectorAll('main figure img'))
    expect(images.map((image) => image.getAttribute('src'))).toEqual([expect.stringMatching(/^data:image\/png;base64,/), '/placeholder.jpg'])
    expect(images[1]?.getAttribute('alt')).toBeTruthy()
  })

  it('sanitised the injection corpus in the pre-rendered pages', () => {
    for (const file of ['news/1.html', 'education-events/1.html', 'ar/news/1.html']) {
      const article = page(file).querySelector('main article')
      expect(article?.innerHTML.length ?? 0, file).toBeGreaterThan(1000)
      expect(dangerousParts(article?.innerHTML ?? ''), file).toEqual([])
    }
  })
})

describe('npm start', () => {
  it('starts the fixture dashboard, builds against it and serves the site, as the README says', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'site-start-'))
    const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
      env: { ...process.env, DASHBOARD_URL: '', PORT: '4791', DASHBOARD_PORT: '4792', SITE_OUT_DIR: outDir },
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    try {
      const started = Date.now()
      while (!output.includes('Site: http') && Date.now() - started < 150_000 && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(output, output.slice(-2000)).toContain('Site: http://127.0.0.1:4791/')
      const home = await fetch('http://127.0.0.1:4791/ar/news/2')
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('lang="ar"')
      expect((await fetch('http://127.0.0.1:4792/images/events-1.jpg')).headers.get('content-type')).toBe('image/jpeg')
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
  }, 180_000)
})
