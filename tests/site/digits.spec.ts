import { expect, test } from '@playwright/test'
import { exportPages } from '../../scripts/build/finish-export'
import { localeInfo, splitLocalePath, type Locale } from '../../src/i18n/locales'

// One digit system per language (docs/translating.md, "Digits, units and counts in Arabic"): every page of
// the export, read as a visitor and a screen reader get it, shows only the digits its language
// declares in src/i18n/locales.ts. Dates, figures, chart labels, catalogue text and dashboard
// articles alike.

/** The digits (and the number signs that go with them) of each Unicode numbering system. */
const systems = {
  latn: /[0-9]/,
  arab: /[\u0660-\u0669\u066a-\u066c]/, // Arabic-Indic digits, ٪ ٫ ٬
  arabext: /[\u06f0-\u06f9]/, // Extended Arabic-Indic (Persian, Urdu)
} as const

/** Attributes whose text is heard or shown (names, descriptions, tooltips, alternatives). */
const spokenAttributes = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'alt', 'title', 'placeholder']

const pages = exportPages('dist')

for (const locale of Object.keys(localeInfo) as Locale[]) {
  const own = localeInfo[locale].numberingSystem
  const foreign = Object.entries(systems).filter(([name]) => name !== own)

  test(`every ${locale} page writes numbers with ${own} digits only`, async ({ page }) => {
    test.setTimeout(180_000)
    const mine = pages.filter(({ path }) => splitLocalePath(path).locale === locale)
    expect(mine.length).toBeGreaterThan(20)
    const offenders: string[] = []
    let pagesWithOwnDigits = 0
    for (const { path } of mine) {
      await page.goto(path, { waitUntil: 'load' })
      const texts = await page.evaluate((attributes) => {
        const found: string[] = [document.title]
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
        })
        for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '')
        for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
          for (const name of attributes) found.push(element.getAttribute(name) ?? '')
        }
        for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')) {
          const content = meta.getAttribute('content') ?? ''
          if (!/^https?:/.test(content)) found.push(content)
        }
        return found.filter((text) => text.trim())
      }, spokenAttributes)
      if (texts.some((text) => systems[own].test(text))) pagesWithOwnDigits += 1
      for (const text of texts) {
        for (const [name, pattern] of foreign) {
          const at = text.search(pattern)
          if (at >= 0) offenders.push(`${path}: ${name} digits in "…${text.slice(Math.max(0, at - 30), at + 30).trim()}…"`)
        }
        // One spelling per unit: millimetres are "مم".
        if (locale === 'ar' && /ملم(?![\u0621-\u064a])/.test(text)) offenders.push(`${path}: "ملم" instead of "مم" in "${text.slice(0, 80)}"`)
      }
    }
    expect(offenders).toEqual([])
    // The check reads what it should: dates and figures are on most pages (the footer's year on all).
    expect(pagesWithOwnDigits).toBe(mine.length)
  })
}
