/**
 * The accessibility audit for auditors: in Chromium, axe (WCAG 2.0/2.1/2.2 A and AA + best
 * practice) on every page of the export and in every interactive state, reflow at 320 px and a
 * keyboard walk of every page. Each page and state is a test of the `audit` project of
 * playwright.site.config.ts (the export served with the fixture dashboard for images and a "late"
 * article for the article shells): tests/audit/every-page.spec.ts, whose one visit of each page
 * also carries the site's checks that hold on every page (auditPage's PageVisit), and
 * states.spec.ts, each worker visiting its pages and states one after another in one tab
 * (../tab.ts, prepareTab). ./reporter.ts keeps what the tests attach, and ./report.ts writes
 * reports/accessibility/index.html and report.json from it, merged with the component tests' axe runs.
 *
 * `npm run audit:a11y [dir]` (../command.ts) runs that project alone over an existing export (default dist/).
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { finishAnimations, finishRunningAnimations, pageTags, runAxe, toAxeRecord, type AxeRecord } from './axe'
import { translate } from '#tooling/catalog'
import { hydrated } from '#tooling/first-tap'
import type { AuditEntry, CheckResult } from './entries'
import { splitLocalePath, type Locale } from '#src/i18n/locales'
import { SCHEDULER_SCRIPT_URL, VIDEO_EMBED_ORIGIN } from '#src/content/embeds'
import { isLocalHost } from '#tooling/chromium'
import { deepText, exportPages, walkElements } from '#export/page-document'

type Viewport = { width: number; height: number }

const desktop: Viewport = { width: 1280, height: 800 }
const phone: Viewport = { width: 390, height: 844 }
/** 400 % zoom of a 1280 px window; 256 px is the height WCAG 1.4.10 names for vertical text. */
const zoomed: Viewport = { width: 320, height: 256 }

export interface AuditedPage {
  /** Path of the file inside the export ("ar/news/3.html"). */
  file: string
  /** The address it is served at ("/ar/news/3"). */
  path: string
  locale: Locale
  /** Accessible text of each pop-up button in the page's main content, in document order. */
  popups: string[]
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Accessible text of each pop-up button in the page's main content, in document order. */
function popupButtons(html: string): string[] {
  const found: string[] = []
  walkElements(html, (element, ancestors) => {
    const opensDialog = element.attrs.some(({ name, value }) => name === 'aria-haspopup' && value === 'dialog')
    if (element.tagName === 'button' && opensDialog && ancestors.includes('main')) found.push(normalise(deepText(element)))
  })
  return found
}

const listed = new Map<string, AuditedPage[]>()

/**
 * Every page of the export (scripts/export/page-document.ts), with its language and the pop-ups it
 * offers. Read once per process: each test worker lists the pages (parse5 reads all 68 in 0.3 CPU
 * s, jsdom took 2.5).
 */
export function auditedPages(dir: string): AuditedPage[] {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No exported site in ${root}: run npm run build first.`)
  const key = `${root}@${statSync(join(root, 'index.html')).mtimeMs}`
  let pages = listed.get(key)
  if (!pages) {
    pages = exportPages(root)
      .map(({ path, file }): AuditedPage => ({
        file: relative(root, file).split(sep).join('/'),
        path,
        locale: splitLocalePath(path).locale,
        popups: popupButtons(readFileSync(file, 'utf8')),
      }))
      .sort((a, b) => (a.locale === b.locale ? 0 : a.locale === 'en' ? -1 : 1) || a.path.localeCompare(b.path))
    listed.set(key, pages)
  }
  return pages
}

/**
 * Two frames painted, or one second when the page paints none: headless Chromium now and then
 * schedules no frame for a while after a resize (a reflow check once waited out its test's 180 s
 * for one). What follows reads the layout, which the browser brings up to date when read.
 * Self-contained: it runs in the page, installed as `window.__auditFrames` where a call to the
 * page needs it between other steps.
 */
function twoFrames(): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => requestAnimationFrame(() => done()))
    setTimeout(done, 1_000)
  })
}
const frames = (page: Page) => page.evaluate(twoFrames)

/**
 * Puts the audit's in-page functions on `window` (see the declaration below), for calls to the
 * page that use them between their own steps: serialised from their source, as self-contained
 * functions reach a page; with a probe, the keyboard walk's too.
 */
function installInPage<A, T>(page: Page, probe?: StopProbe<A, T>): Promise<void> {
  return page.evaluate(
    `window.__auditFinishAnimations = ${finishRunningAnimations.toString()}; window.__auditFrames = ${twoFrames.toString()}` +
      (probe ? `; window.__auditStopProbe = ${probe.inspect.toString()}` : ''),
  )
}

/**
 * Brings every block that fades in on scrolling into the middle of the window in turn, so each is
 * shown, then scrolls back to the top and ends the fades: the page as a visitor who has scrolled
 * it sees it. Also what the site's layout checks read
 * (tests/site/layout-integrity.spec.ts). One stop per block still waiting (a stop often reveals
 * the next ones too), not one per half window down the whole page.
 *
 * Blocks are marked waiting when React hydrates, which on a busy machine can come after the
 * network is idle: the page is first let hydrate (it says so, src/layout/Page/ready.ts), and a
 * block marked while the others are brought into view is visited on a second pass.
 */
export async function settle(page: Page) {
  await hydrated(page)
  await installInPage(page)
  await page.evaluate(async () => {
    const frame = window.__auditFrames!
    const waiting = () => Array.from(document.querySelectorAll('[data-reveal="waiting"]'))
    await frame()
    for (let pass = 0; pass < 3 && waiting().length > 0; pass += 1) {
      for (const block of waiting()) {
        if (block.getAttribute('data-reveal') !== 'waiting') continue
        block.scrollIntoView({ block: 'center', behavior: 'instant' })
        await frame()
      }
    }
  })
  await page.waitForFunction(() => document.querySelector('[data-reveal="waiting"]') === null, null, { timeout: 10_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await frames(page)
  await finishAnimations(page)
}

/** axe with the page tags, once animations have finished (the one measurement of this audit). */
export async function auditOpenPage(page: Page): Promise<AxeRecord> {
  await finishAnimations(page)
  return toAxeRecord(await runAxe(page, { tags: pageTags }), pageTags)
}

/** At 320 CSS px (400 % zoom of 1280 px) the page must not scroll sideways (WCAG 1.4.10). */
export async function reflowCheck(page: Page): Promise<CheckResult> {
  await page.setViewportSize(zoomed)
  await frames(page)
  await finishAnimations(page)
  const { overflow, offenders } = await page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const overflow = root.scrollWidth - width
    const offenders: string[] = []
    if (overflow > 0) {
      const sticksOut = (element: Element) => {
        const rect = element.getBoundingClientRect()
        return rect.width > 1 && (rect.right > width + 1 || rect.left < -1)
      }
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true
        }
        return false
      }
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (offenders.length >= 5) break
        if (!sticksOut(element) || clipped(element) || (element.parentElement && sticksOut(element.parentElement))) continue
        const rect = element.getBoundingClientRect()
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
        offenders.push(`${name} spans ${Math.round(rect.left)} to ${Math.round(rect.right)} px`)
      }
    }
    return { overflow, offenders }
  })
  return {
    id: 'reflow',
    passed: overflow <= 0,
    detail:
      overflow <= 0
        ? `At ${zoomed.width}×${zoomed.height} the page is no wider than the window.`
        : `At ${zoomed.width}×${zoomed.height} the page scrolls ${overflow} px sideways.`,
    problems:
      overflow <= 0 ? [] : [`scrolls ${overflow} px sideways at ${zoomed.width} px`, ...offenders.map((offender) => `sticks out: ${offender}`)],
  }
}

interface FocusStop {
  onPage: boolean
  index: string | null
  label: string
  indicator: boolean
  shown: boolean
  /** No part of it was inside the window when it was read. */
  outside: boolean
  /** What the walk's probe found on this element (null without a probe), or how it failed. */
  probed?: unknown
  probeError?: string
}

/**
 * Tabs through the page from the top: every visible focusable element must be reached and focus
 * must leave the last one (2.1.1, 2.1.2); at each stop an outline or shadow is drawn (2.4.7) and
 * some part of the element is the topmost thing painted there, not under the fixed header (2.4.11).
 * A `probe` checks more of each focused element on the same walk, read in the page with the walk's
 * own reading of the stop. The walk runs under reduced motion (which the site honours): focus
 * styles' transitions end at once and focus scrolls without smooth scrolling, so each stop is read
 * as it ends up; the emulation is lifted afterwards.
 */
export async function keyboardWalk<A, T>(page: Page, probe?: StopProbe<A, T>): Promise<CheckResult[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    return await walk(page, probe)
  } finally {
    await page.emulateMedia({ reducedMotion: null })
  }
}

/** A check of each element the keyboard walk focuses, run in the page at each stop. */
export interface StopProbe<A, T> {
  /** Reads document.activeElement (null when nothing is focused). Self-contained: it is serialised into the page, and runs there at each stop. */
  inspect(arg: A): T | null
  arg: A
  /** What `inspect` found at each stop on the page, in the order of the walk. */
  take(found: T): void
  /** `inspect` threw at a stop: the walk goes on (its own checks are not lost), the probe's caller reports it. */
  fail(message: string): void
  /** Whether what `inspect` found fails the probe's check: such a stop is focused and read once more. */
  failing?(found: T): boolean
}

/** What the walk keeps in the page: the functions it calls at each stop, and the stops read so far. */
declare global {
  interface Window {
    __auditStopProbe?: (arg: unknown) => unknown
    __auditFinishAnimations?: () => void
    __auditFrames?: () => Promise<void>
    __auditWalk?: { read: () => FocusStop; stops: FocusStop[] }
  }
}

/**
 * The walk presses Tab and reads nothing in between: the page reads each stop itself, at the
 * keydown of the next press (a listener that runs before the press moves focus, so it sees the
 * focus, the scroll and the styles the previous press left), and the last one when the presses are
 * done. One call to the page for the whole walk, not one a stop: each call let a frame be painted,
 * and painting the page at every stop was most of what the walk cost (decision in docs/testing.md).
 * Transitions of focus styles are ended (finished) before a stop is read; under reduced motion the
 * site has none.
 */
async function walk<A, T>(page: Page, probe?: StopProbe<A, T>): Promise<CheckResult[]> {
  await installInPage(page, probe)
  const expected = await page.evaluate((probeArg) => {
    const labelOf = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"], [contenteditable=""]',
    )
    const labels: string[] = []
    for (const element of Array.from(candidates)) {
      const disabled = 'disabled' in element && (element as HTMLButtonElement).disabled
      const hiddenInput = element instanceof HTMLInputElement && element.type === 'hidden'
      if (element.tabIndex < 0 || disabled || hiddenInput || element.closest('[inert]') || !element.checkVisibility({ visibilityProperty: true }))
        continue
      element.dataset.auditTab = String(labels.length)
      labels.push(labelOf(element))
    }

    const read = (): FocusStop => {
      // Focus styles that transition (a skip link sliding in) are read where they end up.
      window.__auditFinishAnimations!()
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body || element === document.documentElement)
        return { onPage: false, index: null, label: '', indicator: false, shown: false, outside: false }
      const style = getComputedStyle(element)
      const indicator = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      const rect = element.getBoundingClientRect()
      const xs = [rect.left + 1, rect.left + rect.width / 2, rect.right - 1]
      const ys = [rect.top + 1, rect.top + rect.height / 2, rect.bottom - 1]
      const outside = rect.bottom <= 0 || rect.right <= 0 || rect.top >= window.innerHeight || rect.left >= window.innerWidth
      const shown = xs.some((x) =>
        ys.some((y) => {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false
          const hit = document.elementFromPoint(x, y)
          return !!hit && (hit === element || element.contains(hit))
        }),
      )
      const label = labelOf(element)
      let probed: unknown = null
      let probeError: string | undefined
      try {
        probed = window.__auditStopProbe?.(probeArg) ?? null
      } catch (error) {
        probeError = `${label}: ${String(error)}`
      }
      return { onPage: true, index: element.dataset.auditTab ?? null, label, indicator, shown, outside, probed, probeError }
    }
    const walk = { read, stops: [] as FocusStop[] }
    window.__auditWalk = walk
    // Capture, on the window: before the page's own handlers, and before the press moves focus.
    window.addEventListener('keydown', (event) => event.key === 'Tab' && walk.stops.push(read()), { capture: true })
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
    return labels
  }, probe?.arg)

  for (let press = 0; press < expected.length + 3; press += 1) await page.keyboard.press('Tab')
  // The first reading is the page before the first press; the last stop is read now. Focus is let
  // go where the walk leaves the page, as it would after the last element.
  const read = await page.evaluate(() => {
    const walk = window.__auditWalk!
    const stops = [...walk.stops.slice(1), walk.read()]
    ;(document.activeElement as HTMLElement | null)?.blur()
    return stops
  })

  const stops: FocusStop[] = []
  let left = false
  for (const stop of read) {
    if (!stop.onPage) {
      left = stops.length > 0
      if (left) break
      continue
    }
    stops.push(stop)
  }
  // Focusing scrolls an element into view. A stop read wholly outside the window means the page
  // scrolled between the press and the reading (seen once in a few hundred walks on a busy
  // machine: the skip link read above the window): it is focused again and read once more. So is a
  // stop whose probe failed (a focus ring read mid-change failed one CI run, once in about 500
  // audits): a page that scrolls its focused element away, or draws a poor ring, does so again,
  // and still fails.
  const probeFailed = (stop: FocusStop) => !!stop.probeError || (stop.probed != null && !!probe?.failing?.(stop.probed as T))
  const outside = stops.filter((stop) => stop.outside && stop.index !== null)
  const failedProbe = stops.filter((stop) => !stop.outside && stop.index !== null && probeFailed(stop))
  const readAgain = [...outside, ...failedProbe]
  for (const stop of readAgain) {
    const again = await page.evaluate(async (index) => {
      const element = document.querySelector<HTMLElement>(`[data-audit-tab="${index}"]`)
      if (!element) return null
      element.focus()
      await window.__auditFrames!()
      const reading = window.__auditWalk!.read()
      element.blur()
      return reading
    }, stop.index)
    // An element gone since, or that would not take focus again, keeps its first reading.
    if (again?.index === stop.index) Object.assign(stop, again)
  }
  for (const stop of stops) {
    if (stop.probeError) probe?.fail(stop.probeError)
    else if (probe && stop.probed !== null) probe.take(stop.probed as T)
  }

  const reached = new Set(stops.map((stop) => stop.index))
  const unreached = expected.filter((_, index) => !reached.has(String(index)))
  const keyboardProblems = [
    ...unreached.map((label) => `not reached by Tab: ${label}`),
    ...(left ? [] : [`focus did not leave the page after ${stops.length} presses of Tab (a keyboard trap?)`]),
  ]
  const withoutIndicator = stops.filter((stop) => !stop.indicator)
  const hidden = stops.filter((stop) => !stop.shown)
  const unique = (items: FocusStop[]) => [...new Set(items.map((stop) => stop.label))]
  return [
    {
      id: 'keyboard',
      passed: keyboardProblems.length === 0,
      detail: `${expected.length} focusable elements, ${expected.length - unreached.length} reached in ${stops.length} presses of Tab; focus ${left ? 'then left the page' : 'never left the page'}.`,
      problems: keyboardProblems,
    },
    {
      id: 'focus-visible',
      passed: withoutIndicator.length === 0,
      detail: `${stops.length - withoutIndicator.length} of ${stops.length} focus stops draw an outline or shadow.`,
      problems: unique(withoutIndicator).map((label) => `no focus indicator: ${label}`),
    },
    {
      id: 'focus-not-obscured',
      passed: hidden.length === 0,
      detail:
        `${stops.length - hidden.length} of ${stops.length} focused elements are at least partly uncovered at ${page.viewportSize()?.width}×${page.viewportSize()?.height}` +
        (readAgain.length
          ? `; ${[outside.length && `${outside.length} read outside the window`, failedProbe.length && `${failedProbe.length} failing the probe's check`].filter(Boolean).join(' and ')}, then focused and read again.`
          : '.'),
      problems: unique(hidden).map((label) => `entirely hidden when focused: ${label}`),
    },
  ]
}

/**
 * Waits for the frames of the open dialog (the video player) to load, so axe can test them. Only
 * the frames: a wait for the whole page's network to be idle timed out at 30 s in about one whole
 * npm test in three on a saturated machine, and axe needs nothing else of the network.
 */
async function framesLoaded(page: Page) {
  for (const handle of await page.locator('dialog[open] iframe').elementHandles()) {
    const frame = await handle.contentFrame()
    if (!frame) throw new Error('state not reached: a frame in the pop-up has no document')
    // A lazy frame starts as about:blank and navigates once it is laid out.
    await frame.waitForURL((url) => url.href !== 'about:blank', { waitUntil: 'load' })
  }
}

/** Turns a failed wait into the one line an auditor needs. */
async function expectReached(what: string, check: () => Promise<unknown>) {
  try {
    await check()
  } catch (error) {
    throw new Error(`state not reached: ${what} (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`)
  }
}

export interface StateSpec {
  id: string
  name: string
  path: string
  locale: Locale
  viewport: Viewport
  /** The status the address answers (the 404 page answers 404). */
  status?: number
  /** Brings the page into the state and fails when it is not reached. */
  reach(page: Page): Promise<void>
}

/** Pages that must offer pop-ups: finding none there means the discovery is broken. */
const pagesWithPopups = ['/dental-division', '/medical-division']

/** Every interactive state, in both languages. Pop-ups are found in the pages themselves. */
export function interactiveStates(pages: AuditedPage[], dashboardUrl: string): StateSpec[] {
  return (['en', 'ar'] as const).flatMap((locale) => {
    const prefix = locale === 'ar' ? '/ar' : ''
    const t = (source: string) => translate(locale, source)
    const home = prefix || '/'
    for (const screen of pagesWithPopups) {
      const page = pages.find((item) => item.path === `${prefix}${screen}`)
      if (!page?.popups.length) throw new Error(`No pop-up button found in ${prefix}${screen} of the export: the pop-up states cannot be audited.`)
    }
    const popups = pages
      .filter((page) => page.locale === locale)
      .flatMap((page) =>
        page.popups.map((name, index): StateSpec => ({
          id: `popup-${page.path}-${index}`,
          name: `Pop-up "${name}" open (${page.path})`,
          path: page.path,
          locale,
          viewport: desktop,
          async reach(tab) {
            const trigger = tab.locator('main button[aria-haspopup="dialog"]').nth(index)
            const text = normalise(await trigger.textContent({ timeout: 5000 }))
            if (text !== name) throw new Error(`state not reached: pop-up button ${index + 1} of ${page.path} reads "${text}", expected "${name}"`)
            await standInVideoPlayer(tab)
            await trigger.click()
            await expectReached(`the pop-up of "${name}" is an open modal dialog holding the focus`, async () => {
              await tab.getByRole('dialog').waitFor({ state: 'visible', timeout: 5000 })
              await tab.waitForFunction(() => !!document.querySelector('dialog:modal') && !!document.activeElement?.closest('dialog:modal'), null, {
                timeout: 5000,
              })
            })
            await framesLoaded(tab)
          },
        })),
      )
    const lateArticle = (kind: 'news' | 'event', section: string, api: string): StateSpec => ({
      id: `late-${kind}-${locale}`,
      name: `Article shell showing an article published after the build (${prefix}${section}/9)`,
      path: `${prefix}${section}/9`,
      locale,
      viewport: desktop,
      async reach(tab) {
        const { header } = (await (await fetch(`${dashboardUrl}${api}/9?language=${locale}`)).json()) as { header: string }
        await expectReached(`the shell shows the late article "${header}"`, () =>
          tab.getByRole('heading', { level: 1, name: header, exact: true }).waitFor({ timeout: 10_000 }),
        )
        await tab.waitForLoadState('networkidle')
      },
    })
    return [
      {
        id: `drawer-${locale}`,
        name: `Drawer open, phone width (${home})`,
        path: home,
        locale,
        viewport: phone,
        async reach(tab) {
          await tab.getByRole('button', { name: t('Menu'), exact: true }).click()
          await expectReached('the drawer is an open modal dialog named "Menu"', async () => {
            await tab.getByRole('dialog', { name: t('Menu') }).waitFor({ state: 'visible', timeout: 5000 })
            await tab.waitForFunction(() => document.querySelector('dialog:modal') !== null, null, { timeout: 5000 })
          })
        },
      },
      {
        id: `divisions-${locale}`,
        name: `Divisions dropdown open (${home})`,
        path: home,
        locale,
        viewport: desktop,
        async reach(tab) {
          const header = tab.locator('header')
          // A <details> whose summary toggles it.
          await header.locator('summary', { hasText: t('Divisions') }).click()
          await expectReached('the Divisions dropdown is expanded with its links shown', async () => {
            await header.locator('details[open]', { hasText: t('Divisions') }).waitFor({ timeout: 5000 })
            await header.getByRole('link', { name: t('Medical division') }).waitFor({ state: 'visible', timeout: 5000 })
          })
        },
      },
      ...popups,
      {
        id: `product-${locale}`,
        name: `Product card expanded (${prefix}/products)`,
        path: `${prefix}/products`,
        locale,
        viewport: desktop,
        async reach(tab) {
          // Product cards are <details> disclosures inside the selected category's tab panel.
          const panel = tab.getByRole('tabpanel')
          await panel.locator('summary').first().click()
          await expectReached('the first product card of the selected category is expanded', () =>
            panel.locator('details[open]').first().waitFor({ timeout: 5000 }),
          )
        },
      },
      {
        id: `contact-errors-${locale}`,
        name: `Contact form showing its errors (${prefix}/contact-us)`,
        path: `${prefix}/contact-us`,
        locale,
        viewport: desktop,
        async reach(tab) {
          await tab.getByRole('button', { name: t('Submit') }).click()
          await expectReached('the four fields of the empty form are marked invalid', async () => {
            for (const label of ['Full Name', 'Email', 'Subject', 'Message']) {
              await tab.getByLabel(t(label), { exact: true }).and(tab.locator('[aria-invalid="true"]')).waitFor({ timeout: 5000 })
            }
          })
        },
      },
      lateArticle('news', '/news', '/api/blogs'),
      lateArticle('event', '/education-events', '/api/events'),
      {
        id: `not-found-${locale}`,
        name: `404 page of an unknown address (${prefix}/no-such-page)`,
        path: `${prefix}/no-such-page`,
        locale,
        viewport: desktop,
        status: 404,
        async reach(tab) {
          await expectReached('the 404 page is shown', () => tab.getByRole('heading', { level: 1, name: '404' }).waitFor({ timeout: 5000 }))
        },
      },
      {
        id: `unknown-article-${locale}`,
        name: `Article shell showing the 404 page for an unknown article (${prefix}/news/424242)`,
        path: `${prefix}/news/424242`,
        locale,
        viewport: desktop,
        async reach(tab) {
          await expectReached('the shell shows the 404 page', () => tab.getByRole('heading', { level: 1, name: '404' }).waitFor({ timeout: 10_000 }))
        },
      },
    ]
  })
}

/** Third-party content the tests cannot load, answered by stand-ins (and named in the report). */
const standIns = new Set<string>()
/** What this process has stood in for so far. */
export const standInsSeen = () => [...standIns].sort()
const youtubeStandIn =
  '<!doctype html><html lang="en"><head><title>Video player (stand-in)</title></head><body><p>Stand-in for the video player: the audit reaches no third party.</p></body></html>'

// Stand-ins are routed only in the pages that load them: a route makes Playwright pause every
// request of the page (and turn its cache off), a cost for nothing on all the others.

/** The one screen that loads a third party's script: the booking calendar's. */
const bookingScreen = '/book-a-meeting'

/**
 * Stands in for the third parties a screen (its language-neutral path) loads as it opens: the
 * booking calendar's script on the booking screen, nothing elsewhere.
 */
export async function standInThirdParties(page: Page, screen: string | undefined): Promise<void> {
  if (screen !== bookingScreen) return
  await page.route(`${new URL(SCHEDULER_SCRIPT_URL).origin}/**`, (route) => {
    standIns.add('the booking calendar (Calendly widget)')
    return route.fulfill({ contentType: 'text/javascript', body: 'window.Calendly = { initInlineWidget() {} }' })
  })
}

/** The video player's frame, which a video pop-up opens. */
const standInVideoPlayer = (page: Page) =>
  page.route(`${VIDEO_EMBED_ORIGIN}/**`, (route) => {
    standIns.add('the video player (YouTube embed)')
    return route.fulfill({ contentType: 'text/html', body: youtubeStandIn })
  })

/**
 * What every page the audit opens needs of its browser context. Other hosts than this machine do
 * not resolve in the test browser (tooling/chromium.ts): what a page asked of them is named in the
 * report.
 */
async function prepareContext(context: BrowserContext): Promise<void> {
  // tsx compiles with esbuild's keepNames: functions declared inside page.evaluate() callbacks
  // are wrapped in __name(), which pages do not define.
  await context.addInitScript('window.__name = (target) => target')
  context.on('requestfailed', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'file:' && url.protocol !== 'data:' && !isLocalHost(url.hostname)) standIns.add(`${url.origin} (blocked)`)
  })
}

/** Long enough for a page loaded beside Vitest and the component tests on a saturated machine; a hang still fails the visit. */
const visitTimeout = 30_000

/** A fresh browser context for one page (nothing stored carries over), closed after `work`. */
export async function withPage<T>(browser: Browser, baseURL: string | undefined, viewport: Viewport, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, viewport })
  await prepareContext(context)
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(visitTimeout)
    return await work(page)
  } finally {
    await context.close()
  }
}

/**
 * Readies the tab in which a worker's audit visits its pages and states one after another
 * (../tab.ts): a new browser context a page cost about as much CPU as the visit itself. Its HTTP
 * cache is off (Chromium's own DevTools switch), so that every page loads as on a first visit:
 * every script and stylesheet it needs is requested, and weighed against the budgets, not taken
 * from the cache the pages before it filled.
 */
export async function prepareTab(tab: Page): Promise<void> {
  await prepareContext(tab.context())
  tab.setDefaultTimeout(visitTimeout)
  const devtools = await tab.context().newCDPSession(tab)
  await devtools.send('Network.enable')
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true })
}

/**
 * Before the next page or state in the tab: what the last one stored and stood in for is gone, the
 * tab is sized for this one, and the last page is left, so that what it says as it unloads (an
 * aborted request, a message) comes before this one's listeners.
 */
async function freshTab(tab: Page, viewport: Viewport): Promise<void> {
  if (tab.url().startsWith('http'))
    await tab.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  await tab.unrouteAll()
  await tab.goto('about:blank')
  await tab.setViewportSize(viewport)
}

async function open(page: Page, path: string, status = 200): Promise<Response> {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  if (!response || response.status() !== status) throw new Error(`${path} answered ${response?.status()}, expected ${status}`)
  await settle(page)
  return response
}

/**
 * What a caller checks on the audit's own visit of a page, so that each page is opened once for
 * the audit and for the site's other checks (tests/audit/every-page.spec.ts). A callback that
 * throws ends the visit like a failed measurement: callers that must not lose the audit catch
 * their own failures.
 */
export interface PageVisit {
  /**
   * Before the page is requested: listeners and init scripts. The tab goes on to other pages: the
   * caller removes them once the visit has ended.
   */
  before?(page: Page): Promise<void>
  /** Loaded, hydrated and settled (scrolled through, fades ended) at 1280×800, before axe; `response` is the page as served. */
  settled?(page: Page, response: Response): Promise<void>
  /** Run in the page at each stop of the keyboard walk (see keyboardWalk). */
  focused?: StopProbe<unknown, unknown>
}

/** Audits a page of the export in the worker's tab (prepareTab): its listeners are `visit`'s to remove. */
export function auditPage(tab: Page, target: AuditedPage, visit: PageVisit = {}): Promise<AuditEntry> {
  const entry: AuditEntry = {
    id: `page-${target.path}`,
    kind: 'page',
    name: target.path,
    path: target.path,
    locale: target.locale,
    viewport: desktop,
    file: target.file,
    checks: [],
  }
  return guarded(entry, async () => {
    await freshTab(tab, desktop)
    await visit.before?.(tab)
    const response = await open(tab, target.path)
    await visit.settled?.(tab, response)
    entry.axe = await auditOpenPage(tab)
    entry.checks.push(...(await keyboardWalk(tab, visit.focused)))
    entry.checks.push(await reflowCheck(tab))
  })
}

/** Audits an interactive state in the worker's tab (prepareTab). */
export function auditState(tab: Page, state: StateSpec): Promise<AuditEntry> {
  const entry: AuditEntry = {
    id: `state-${state.id}`,
    kind: 'state',
    name: state.name,
    path: state.path,
    locale: state.locale,
    viewport: state.viewport,
    checks: [],
  }
  return guarded(entry, async () => {
    await freshTab(tab, state.viewport)
    await open(tab, state.path, state.status)
    await state.reach(tab)
    entry.axe = await auditOpenPage(tab)
  })
}

/** A page or state that cannot be audited is recorded as such (and fails the audit), not skipped. */
async function guarded(entry: AuditEntry, work: () => Promise<void>): Promise<AuditEntry> {
  try {
    await work()
  } catch (error) {
    entry.error = (error instanceof Error ? error.message : String(error)).split('\n')[0]
  }
  return entry
}
