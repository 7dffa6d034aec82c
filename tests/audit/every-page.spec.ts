import { expect, type ConsoleMessage, type Page, type Response } from '@playwright/test'
import { auditedPages, auditPage, standInThirdParties } from '../support/audit/audit'
import { latinWordsOfCatalogue } from '#tooling/catalog'
import { weigh } from '#tooling/page-weight'
import { localeInfo } from '#src/i18n/locales'
import { focusRings } from '../support/focus-ring'
import { expectCleanLayout, inspectLayout } from '../support/layout'
import { violations, watchPolicyUntilStopped } from '../support/policy'
import { exportDir, languages, pathIn, screens, siteUrl } from '../support/site'
import { recordAudit } from './record'
import { test } from './tab'

// Every page of the export, opened once in Chromium as a visitor gets it (the real headers, the
// scripts hydrating after load, 1280×800), for the accessibility audit and everything else that
// must hold on every page. Opening a page is most of what a check of it costs, so one visit
// carries them all, and a worker visits its pages one after another in one tab (./tab.ts), each
// loaded as on a first visit, with what it reports (console, errors, policy, requests) heard only
// while it is the page under test:
//   - the audit (tests/support/audit/audit.ts): axe, a keyboard walk (every element reached, focus
//     drawn and not under the fixed header) and reflow at 320 px, attached for its report;
//   - release gates: no Content-Security-Policy violation, one stylesheet and nothing competing
//     with it before the first paint, first-load JavaScript and CSS within budget, every image sized;
//   - one digit system per language (docs/translating.md, "Digits, units and counts in Arabic"):
//     the page's text, title, spoken attributes and descriptions use only its language's digits;
//   - hydration: no console error or warning (React reports a mismatch there), no page error;
//   - layout: nothing clipped, nothing sideways, no figure split (tests/support/layout.ts), and at
//     each stop of the keyboard walk a focus ring with 3:1 contrast, not clipped (tests/support/focus-ring.ts);
//   - on the fifteen screens of each language: pre-rendered and complete (lang and dir, one h1,
//     the head a search engine and a link preview read), no untranslated English on Arabic pages.
// The interactive states of the audit: states.spec.ts. The policy's behaviour, the headers of each
// kind of file and the SEO files: tests/site/release.spec.ts.

const KB = 1024
// Decision 0050.
const budgets = { js: 113 * KB, css: 20 * KB }

/** The digits (and the number signs that go with them) of each Unicode numbering system. */
const digitSystems = {
  latn: /[0-9]/,
  arab: /[\u0660-\u0669\u066a-\u066c]/, // Arabic-Indic digits, ٪ ٫ ٬
  arabext: /[\u06f0-\u06f9]/, // Extended Arabic-Indic (Persian, Urdu)
} as const

/** Attributes whose text is heard or shown (names, descriptions, tooltips, alternatives). */
const spokenAttributes = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'alt', 'title', 'placeholder']

// Latin words allowed on Arabic pages: proper names that are not translated.
const latinAllowedOnArabicPages = ['Nakhla', 'Studio', 'Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X']
const latinInArabicCatalogue = latinWordsOfCatalogue('ar')

/**
 * The page as served (its HTML, parsed by the browser's own DOMParser: nothing in it runs or
 * loads) and as it is now, hydrated: the head's stylesheets and what competes with them, and
 * every text a visitor reads or a screen reader speaks (text nodes, the title, spoken attributes,
 * descriptions). Self-contained: it runs in the page.
 */
function readDocuments({ html, attributes }: { html: string; attributes: string[] }) {
  const spokenTexts = (doc: Document): string[] => {
    const found: string[] = [doc.title]
    const [showText, accept, reject] = [4, 1, 2] // NodeFilter.SHOW_TEXT, FILTER_ACCEPT, FILTER_REJECT
    const walker = doc.createTreeWalker(doc.body, showText, {
      acceptNode: (node) => (node.parentElement?.closest('script, style, template') ? reject : accept),
    })
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '')
    for (const element of doc.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      for (const name of attributes) found.push(element.getAttribute(name) ?? '')
    }
    for (const meta of doc.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
      const content = meta.getAttribute('content') ?? ''
      if (!/^https?:/.test(content)) found.push(content)
    }
    return found.filter((text) => text.trim())
  }
  const served = new DOMParser().parseFromString(html, 'text/html')
  return {
    stylesheets: served.head.querySelectorAll('link[rel="stylesheet"]').length,
    // The font files of the page's language are preloaded on purpose (tests/site/release.spec.ts checks which).
    competing: [...served.head.querySelectorAll('script, link[rel~="modulepreload"], link[rel~="preload"]:not([as="font"])')]
      .filter((element) => !/^application\/(ld\+)?json$/.test(element.getAttribute('type') ?? ''))
      .map((element) => element.outerHTML.slice(0, 120)),
    servedTexts: spokenTexts(served),
    hydratedTexts: spokenTexts(document),
  }
}

const pages = auditedPages(exportDir)

test('the sweep covers the whole export: every screen and article in both languages', () => {
  const paths = pages.map(({ path }) => path)
  for (const { prefix } of languages) for (const screen of screens) expect(paths).toContain(pathIn(prefix, screen))
  expect(paths.filter((path) => /\/(news|education-events)\/\d+$/.test(path)).length).toBeGreaterThanOrEqual(32)
})

pages.forEach((target, index) => {
  const { path, locale } = target
  const language = languages.find((each) => each.locale === locale)!
  const screen = screens.find((each) => pathIn(language.prefix, each) === path)

  test(`${path}: axe, keyboard walk, focus seen and not obscured, reflow at 320 px; no policy violation, first load within budget, images sized, ${localeInfo[locale].numberingSystem} digits only, layout whole, hydrates cleanly`, async ({
    auditTab,
    baseURL,
  }) => {
    // Tab walks of long pages on a busy machine: the audit's own waits are 15 s each.
    test.setTimeout(180_000)
    // A failed check of the site must not cost the page its audit: each is kept and thrown at the end.
    const failed: unknown[] = []
    const kept =
      <A extends unknown[]>(check: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        try {
          await check(...args)
        } catch (error) {
          failed.push(error)
        }
      }
    let policyMessages: string[] = []
    const problems: string[] = []
    const loaded = new Set<string>()
    const rings = focusRings()
    // What this page's visit listens to, removed once it ends: the tab goes on to the next page.
    const stopWatching: Array<() => Promise<void> | void> = []

    const watch = async (page: Page) => {
      await standInThirdParties(page, screen)
      const policy = await watchPolicyUntilStopped(page)
      policyMessages = policy.messages
      stopWatching.push(policy.stop)
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
      }
      const onError = (error: Error) => problems.push(`pageerror: ${error.message}`)
      const onResponse = (response: Response) => {
        const url = new URL(response.url())
        if (url.origin === new URL(baseURL!).origin && /\.(js|css)$/.test(url.pathname) && response.ok()) loaded.add(url.pathname)
      }
      page.on('console', onConsole)
      page.on('pageerror', onError)
      page.on('response', onResponse)
      stopWatching.push(() => {
        page.off('console', onConsole)
        page.off('pageerror', onError)
        page.off('response', onResponse)
      })
    }

    const check = async (page: Page, response: Response) => {
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      // The HTML as served, before any script ran.
      const html = await response.text()
      const documents = await page.evaluate(readDocuments, { html, attributes: spokenAttributes })
      await test.step('release gates', async () => {
        // Before the first paint the page asks for one stylesheet and its language's font files,
        // nothing else: no script or module preload competes with them (the scripts start after
        // load: scripts/export/preloads.ts).
        expect(documents.stylesheets, `${path}: one stylesheet`).toBe(1)
        expect(documents.competing, `${path}: nothing in the head competes with the stylesheet`).toEqual([])

        expect(await violations(page)).toEqual([])
        expect(policyMessages).toEqual([])

        const weight = weigh(exportDir, loaded)
        expect(weight.js, `first-load JavaScript (gzip) of ${path}: ${weight.files.join(', ')}`).toBeLessThanOrEqual(budgets.js)
        expect(weight.css, `first-load CSS (gzip) of ${path}`).toBeLessThanOrEqual(budgets.css)

        // Width and height reserve each image's box before it loads (no layout shift).
        const unsized = await page
          .locator('img')
          .evaluateAll((images) =>
            images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.outerHTML.slice(0, 160)),
          )
        expect(unsized).toEqual([])
      })

      await test.step('one digit system', async () => {
        const own = localeInfo[locale].numberingSystem
        // As served (what a crawler and a visitor without scripts get) and once hydrated.
        const served = documents.servedTexts
        const texts = [...served, ...documents.hydratedTexts]
        const offenders: string[] = []
        for (const text of texts) {
          for (const [name, pattern] of Object.entries(digitSystems)) {
            if (name === own) continue
            const at = text.search(pattern)
            if (at >= 0) offenders.push(`${name} digits in "…${text.slice(Math.max(0, at - 30), at + 30).trim()}…"`)
          }
          // One spelling per unit: millimetres are "مم".
          if (locale === 'ar' && /ملم(?![\u0621-\u064a])/.test(text)) offenders.push(`"ملم" instead of "مم" in "${text.slice(0, 80)}"`)
        }
        expect(offenders).toEqual([])
        // The check reads what it should: dates and figures are on every page (the footer's year at least).
        expect(
          served.some((text) => digitSystems[own].test(text)),
          `${path} shows ${own} digits`,
        ).toBe(true)
      })

      if (screen !== undefined) {
        await test.step('pre-rendered and complete', async () => {
          expect(html).toContain(`<html lang="${language.locale}" dir="${language.dir}">`)
          expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
          expect(html.indexOf('<meta charset="UTF-8">')).toBeLessThan(1024)
          // Hydrated: the header's menu button is rendered by the scripts.
          await page.waitForFunction(() => document.querySelector('header button[aria-haspopup="dialog"]') !== null)
          await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
          await expect(page.locator('html')).toHaveAttribute('dir', language.dir)
          const title = await page.title()
          if (screen === '/') expect(title).toBe(language.siteName)
          else expect(title).toMatch(new RegExp(`^.+ \\| ${language.siteName}$`))
          await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,}$/)
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`)
          await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${siteUrl}${screen}`)
          await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${siteUrl}${pathIn('/ar', screen)}`)
          await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}${screen}`)
          await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
          await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${siteUrl}/preview.png`)
          await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
          await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', language.siteName)
          await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', language.locale === 'ar' ? 'ar_SA' : 'en_US')
          await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
          await expect(page.locator('h1')).toHaveCount(1)

          if (language.locale === 'ar') {
            const { text, data } = await page.evaluate(() => {
              const clone = document.body.cloneNode(true) as HTMLElement
              clone.querySelectorAll('[lang="en"], script, style, svg').forEach((element) => element.remove())
              const hydration = (window as unknown as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData
              return { text: clone.textContent ?? '', data: JSON.stringify(hydration ?? {}) }
            })
            // Latin words are allowed when they are proper names, when the Arabic catalogue itself
            // keeps them (brand and model names inside translations), or when they come from the
            // dashboard's own Arabic content: anything else is untranslated interface.
            const latinWords = (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter(
              (word) => !latinAllowedOnArabicPages.includes(word) && !latinInArabicCatalogue.has(word) && !new RegExp(`\\b${word}\\b`).test(data),
            )
            expect(latinWords, 'untranslated text on an Arabic page').toEqual([])
          }
        })
      }

      await test.step('layout whole', async () => {
        expectCleanLayout(await page.evaluate(inspectLayout), `${path} at 1280px`)
      })
    }

    // auditPage records a visit that fails instead of throwing: the listeners are always removed here.
    const entry = await auditPage(auditTab, target, { before: kept(watch), settled: kept(check), focused: rings.probe })
    for (const stop of stopWatching) await stop()
    await recordAudit(index, entry)
    if (failed.length) throw failed[0]
    expect(rings.inspections.length, 'elements reached by Tab').toBeGreaterThan(5)
    expect(rings.failures(), 'focus rings at 1280px').toEqual([])
    expect(problems, 'console errors or warnings (hydration mismatches are reported here)').toEqual([])
  })
})
