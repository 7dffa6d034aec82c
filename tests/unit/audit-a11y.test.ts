import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../support/audit/entries'
import { buildReport, failures, readComponentRecords, writeReport, type Report } from '../support/audit/report'
import { auditOpenPage, auditedPages, keyboardWalk, reflowCheck, withPage } from '../support/audit/audit'
import { pageTags } from '../support/audit/axe'
import { focusRings } from '../support/focus-ring'
import { launchOptions } from '#tooling/chromium'
import { hydrated } from '#tooling/first-tap'

// The audit must be able to fail: a tiny page with known problems goes through the same
// measurement and report writing as the site's pages, and a clean one passes.

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title>
<style>
  body { margin: 0; font: 16px sans-serif; }
  header { position: fixed; inset-block-start: 0; inset-inline: 0; block-size: 80px; background: #fff; z-index: 1; }
  main { padding-block-start: 100px; }
  .under { position: absolute; inset-block-start: 20px; inset-inline-start: 300px; }
  a:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .bare:focus { outline: none; }
  .faint:focus-visible { outline-color: #ddd; }
  .clip { display: flex; overflow: hidden; }
  .wide { inline-size: 600px; }
</style></head><body><header><a href="#top">Home</a></header><main><h1>Fixture</h1>${body}</main></body></html>`

const broken = page(`
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
  <a class="under" href="#under">Under the header</a>
  <button class="bare" type="button">No outline</button>
  <button class="faint" type="button">Faint ring</button>
  <div class="clip"><button type="button">Clipped ring</button></div>
  <p class="wide">Wider than a phone</p>`)
const clean = page('<p>Nothing wrong here.</p><button type="button">Fine</button>')

const tmp = mkdtempSync(join(tmpdir(), 'audit-a11y-'))
let browser: Browser

/** The audit's measurements of a page, and the rings read on its keyboard walk as the site's tests read them. */
async function auditFixture(html: string, name: string): Promise<{ entry: AuditEntry; rings: ReturnType<typeof focusRings> }> {
  const entry: AuditEntry = {
    id: `page-${name}`,
    kind: 'page',
    name,
    path: `/${name}`,
    locale: 'en',
    viewport: { width: 1280, height: 800 },
    checks: [],
  }
  const rings = focusRings()
  await withPage(browser, undefined, entry.viewport, async (tab) => {
    await tab.setContent(html)
    entry.axe = await auditOpenPage(tab)
    entry.checks.push(...(await keyboardWalk(tab, rings.probe)), await reflowCheck(tab))
  })
  return { entry, rings }
}

function report(entries: AuditEntry[]): Report {
  return buildReport({
    entries,
    components: readComponentRecords(join(tmp, 'no-components')),
    exportDir: 'fixture',
    tags: pageTags,
    durationSeconds: 1,
  })
}

beforeAll(async () => {
  browser = await chromium.launch(launchOptions)
})
afterAll(async () => {
  await browser?.close()
})

describe('the accessibility audit', () => {
  it('records a known violation and failed checks, and fails', { timeout: 60_000 }, async () => {
    const { entry, rings } = await auditFixture(broken, 'broken')
    const result = report([entry])
    const written = writeReport(result, join(tmp, 'broken'))

    const json = JSON.parse(readFileSync(written.json, 'utf8')) as Report
    expect(json.passed).toBe(false)
    expect(json.totals).toMatchObject({ pages: 1, states: 0 })
    expect(json.totals.violations).toBeGreaterThanOrEqual(1)
    expect(json.totals.rulesRun).toBeGreaterThan(50)
    const imageAlt = json.entries[0]!.axe!.violations.find((rule) => rule.id === 'image-alt')
    expect(imageAlt?.nodes.map((node) => node.selector)).toEqual(['img'])
    expect(imageAlt?.wcag).toContain('1.1.1')

    const checks = Object.fromEntries(json.entries[0]!.checks.map((check) => [check.id, check]))
    expect(checks.keyboard?.passed).toBe(true)
    expect(checks['focus-visible']?.problems).toEqual(['no focus indicator: button "No outline"'])
    expect(checks['focus-not-obscured']?.problems).toEqual(['entirely hidden when focused: a "Under the header"'])
    expect(checks.reflow?.passed).toBe(false)
    expect(checks.reflow?.problems).toContain('sticks out: p.wide spans 0 to 600 px')
    // The walk's probe read each focused element's ring in the same call as the stop.
    expect(rings.inspections.map(({ name }) => name.replace(/^<\w+ class="[^"]*"> /, ''))).toEqual([
      '"Home"',
      '"Under the header"',
      '"No outline"',
      '"Faint ring"',
      '"Clipped ring"',
    ])
    expect(rings.failures()).toEqual([
      '<button class="bare"> "No outline": no focus ring (outline none 3px)',
      expect.stringMatching(/^<button class="faint"> "Faint ring": ring rgb\(221, 221, 221\) has 1\.\d\d:1 against rgb\(255, 255, 255\)$/),
      '<button class=""> "Clipped ring": ring clipped by <div class="clip"> (overflow hidden/hidden)',
    ])

    expect(failures(result).join('\n')).toMatch(/broken: image-alt \(critical\) .*: img/)
    expect(json.components).toMatchObject({ present: false, message: expect.stringContaining('run npm run test:components first') })

    const html = readFileSync(written.html, 'utf8')
    expect(html).toContain('<code>image-alt</code>')
    expect(html).toContain('WCAG 1.1.1')
    expect(html).toContain('run npm run test:components first')
  })

  it('finds a keyboard trap, and the element behind it never reached', { timeout: 60_000 }, async () => {
    // Tab on the second button sends focus back to the first: the link after them is never reached.
    const trap = page(`<button id="first" type="button">First</button><button id="second" type="button">Second</button>
      <a href="#after">After the trap</a>
      <script>
        document.getElementById('second').addEventListener('keydown', (event) => {
          if (event.key !== 'Tab') return
          event.preventDefault()
          document.getElementById('first').focus()
        })
      </script>`)
    const { entry, rings } = await auditFixture(trap, 'trap')
    const keyboard = entry.checks.find((check) => check.id === 'keyboard')
    expect(keyboard?.passed).toBe(false)
    expect(keyboard?.problems).toEqual([
      'not reached by Tab: a "After the trap"',
      'focus did not leave the page after 7 presses of Tab (a keyboard trap?)',
    ])
    expect(rings.inspections.map(({ name }) => name.replace(/^<\w+ class="[^"]*"> /, ''))).toEqual([
      '"Home"',
      '"First"',
      '"Second"',
      '"First"',
      '"Second"',
      '"First"',
      '"Second"',
    ])
  })

  it('reads again a stop the page scrolled away from once, and still fails one it always scrolls away from', { timeout: 60_000 }, async () => {
    // Each button scrolls the page down once Tab has focused it (at the key's release, after focusing
    // brought it into view): "Once" only the first time, as a race of the walk with the page would;
    // "Always" every time, and also right after a focus() by a script.
    const scrolling = page(`<button id="once" type="button">Once</button><button id="always" type="button">Always</button>
      <div style="block-size: 3000px"></div>
      <script>
        const away = () => scrollTo(0, 2000)
        const once = document.getElementById('once')
        const always = document.getElementById('always')
        once.addEventListener('keyup', away, { once: true })
        always.addEventListener('keyup', away)
        always.addEventListener('focus', () => queueMicrotask(away))
      </script>`)
    const { entry, rings } = await auditFixture(scrolling, 'scrolling')
    const obscured = entry.checks.find((check) => check.id === 'focus-not-obscured')
    expect(obscured?.problems).toEqual(['entirely hidden when focused: button "Always"'])
    expect(obscured?.detail).toBe(
      '2 of 3 focused elements are at least partly uncovered at 1280×800; 2 read outside the window, then focused and read again.',
    )
    expect(rings.failures()).toEqual(['<button class=""> "Always": no point of its ring could be read'])
  })

  it('reads again a stop whose ring failed once, and still fails a ring that always fails', { timeout: 60_000 }, async () => {
    // "Once" draws a faint ring until it first loses focus, as a ring read mid-change would be
    // read; "Always" draws it every time.
    const changing = page(`<button id="once" class="faint" type="button">Once</button><button class="faint" type="button">Always</button>
      <script>
        document.getElementById('once').addEventListener('blur', (event) => event.target.classList.remove('faint'), { once: true })
      </script>`)
    const { entry, rings } = await auditFixture(changing, 'changing')
    expect(entry.checks.find((check) => check.id === 'focus-not-obscured')?.detail).toBe(
      "3 of 3 focused elements are at least partly uncovered at 1280×800; 2 failing the probe's check, then focused and read again.",
    )
    expect(rings.failures()).toEqual([
      expect.stringMatching(/^<button class="faint"> "Always": ring rgb\(221, 221, 221\) has 1\.\d+:1 against rgb\([\d, ]+\)$/),
    ])
  })

  it('tells when a page has hydrated, which settling waits for, and names a page that never does', { timeout: 60_000 }, async () => {
    await withPage(browser, undefined, { width: 1280, height: 800 }, async (tab) => {
      await tab.setContent(clean)
      await expect(hydrated(tab, 300)).rejects.toThrow('about:blank did not hydrate within 0.3 s (no data-app-ready on its root)')
      await tab.evaluate(() => setTimeout(() => document.documentElement.setAttribute('data-app-ready', ''), 100))
      await expect(hydrated(tab, 5_000)).resolves.toBeUndefined()
    })
  })

  it('passes a clean page, and its own report page has no violations', { timeout: 60_000 }, async () => {
    const { entry, rings } = await auditFixture(clean, 'clean')
    const result = report([entry])
    expect(failures(result)).toEqual([])
    expect(rings.inspections).toHaveLength(2)
    expect(rings.failures()).toEqual([])
    expect(result.passed).toBe(true)
    const written = writeReport(result, join(tmp, 'clean'))
    const own = await withPage(browser, undefined, { width: 1280, height: 800 }, async (tab) => {
      await tab.goto(`file://${written.html}`)
      return auditOpenPage(tab)
    })
    expect(own.violations.map((rule) => rule.id)).toEqual([])
  })

  it('sends axe into a page once, and once into each of its frames, whose elements it tests', { timeout: 60_000 }, async () => {
    await withPage(browser, undefined, { width: 1280, height: 800 }, async (tab) => {
      const image = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">'
      await tab.setContent(
        page(`<p>Around a frame.</p><iframe title="Inner" srcdoc='<!doctype html><html lang="en"><title>Inner</title>${image}'></iframe>`),
      )
      const frame = tab.frames()[1]!
      await frame.waitForLoadState('load')
      // axe's source ends by setting window.axe: each time it is sent and run, the count goes up.
      const countStarts = () => {
        let axe: unknown
        const counted = window as unknown as { axeStarts: number }
        counted.axeStarts = 0
        Object.defineProperty(window, 'axe', {
          configurable: true,
          get: () => axe,
          set: (value) => {
            counted.axeStarts += 1
            axe = value
          },
        })
      }
      await tab.evaluate(countStarts)
      await frame.evaluate(countStarts)
      const record = await auditOpenPage(tab)
      expect(record.rulesRun).toBeGreaterThan(50)
      expect(record.violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.selector).join(', ')}`)).toEqual([
        'image-alt: iframe >> img',
      ])
      for (const where of [tab, frame]) expect(await where.evaluate(() => (window as unknown as { axeStarts: number }).axeStarts)).toBe(1)
    })
  })

  it('measures reflow on a page that paints no frame after the resize, instead of waiting for one', { timeout: 30_000 }, async () => {
    await withPage(browser, undefined, { width: 1280, height: 800 }, async (tab) => {
      await tab.setContent(clean)
      // What headless Chromium now and then does after a resize: no frame, so no callback.
      await tab.evaluate(() => {
        window.requestAnimationFrame = () => 0
      })
      const started = Date.now()
      const check = await reflowCheck(tab)
      expect(check.passed).toBe(true)
      expect(Date.now() - started).toBeLessThan(15_000)
    })
  })

  it('lists every .html file of an export with its address, language and pop-ups', () => {
    const dir = join(tmp, 'export')
    mkdirSync(join(dir, 'ar', 'news'), { recursive: true })
    const popup = '<main><button aria-haspopup="dialog">View products: <span>Nordenta</span></button></main>'
    const files: Record<string, string> = { 'index.html': '', 'ar.html': '', 'ar/news/3.html': popup, '404.html': '' }
    for (const [file, html] of Object.entries(files)) writeFileSync(join(dir, file), html)
    expect(auditedPages(dir)).toEqual([
      { file: 'index.html', path: '/', locale: 'en', popups: [] },
      { file: '404.html', path: '/404', locale: 'en', popups: [] },
      { file: 'ar.html', path: '/ar', locale: 'ar', popups: [] },
      { file: 'ar/news/3.html', path: '/ar/news/3', locale: 'ar', popups: ['View products: Nordenta'] },
    ])
    expect(() => auditedPages(join(tmp, 'nothing'))).toThrow('run npm run build first')
  })
})
