import { expect, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import type { Locale } from '#src/i18n/locales'
import { JSDOM } from 'jsdom'
import { keyboardWalk, settle, standInThirdParties } from '../support/audit/audit'
import { focusRings } from '../support/focus-ring'
import { screenshotName, screenshotNote, steadyForScreenshot, textInForeignFonts } from '../support/screenshots'
import { expectCleanLayout, inspectDialog, inspectLayout } from '../support/layout'
import { languages, pathIn, screens } from '../support/site'
import { leaveLastPage, test } from '../support/sweep'
import { computedFigures, looseAmount, moneyFormat, multipleFormat } from '../support/figures'

// What a visitor sees of every screen on a phone (390×844), in both languages, once the page has
// hydrated: nothing unfinished (tests/support/layout.ts), and a keyboard walk on which every
// element is reached, not hidden under the header, and draws a ring that is seen
// (tests/support/focus-ring.ts). Then, on the same visit, the window widened to a tablet's, a
// small laptop's and a desktop's width, the layout read again: every grid fills its rows, every
// hero both halves, the logo and the buttons keep one line (a resize costs a fraction of a visit).
// Each screen's screenshots (tests/screenshots/pages/, docs/testing.md "Screenshots") are taken on
// this visit too: at 390 px before the walk, at 1440 px once the walk has let go of the page, each
// once every text is drawn in the site's own fonts, which the same visit checks (decision 0043),
// and then with the search (at 1440 px) and the menu (at 390 px) open. On the home page, last,
// the header's search dialog is opened with results at 1440 and 390 px: nothing in it runs past
// its edge. At 1280 px the same layout checks run on every page of the export, on the accessibility audit's
// own visit (tests/audit/every-page.spec.ts). Also: every figure reads the same on every page
// that states it.
const phone = { width: 390, height: 844 }
const wider = [768, 1024, 1440]

// The screens are visited one after another in one tab a worker (tests/support/sweep.ts), made
// phone-sized at each visit.

/**
 * The profiles' search: the filters' legend starts on the line of the search field's label, at
 * the start of the selects under it (it once floated above them, a line higher).
 */
const filtersInLine = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
    const [label, legend, select] = [box('[role="search"] label'), box('[role="search"] legend'), box('[role="search"] select')]
    const rtl = document.dir === 'rtl'
    const problems: string[] = []
    // Side by side (wide enough for both): the same top. Stacked: nothing to line up with.
    if (legend.top < label.bottom && Math.abs(legend.top - label.top) > 2) problems.push(`legend at ${legend.top}, label at ${label.top}`)
    const start = (rect: DOMRect) => (rtl ? rect.right : rect.left)
    if (Math.abs(start(legend) - start(select)) > 2) problems.push(`legend starts at ${start(legend)}, its select at ${start(select)}`)
    return problems
  })

/**
 * A dialog of the shell opened from the header (the search, the menu), its text read while open
 * (tests/support/screenshots.ts), then closed with Escape: every text in the site's own fonts.
 */
async function foreignFontsInDialog(page: Page, locale: Locale, name: 'Search' | 'Menu'): Promise<string[]> {
  const control = page.getByRole('banner').getByRole('button', { name: translate(locale, name), exact: true })
  const dialog = page.getByRole('dialog', { name: translate(locale, name) })
  await control.click()
  await expect(dialog).toBeVisible()
  const foreign = await textInForeignFonts(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  return foreign
}

/** Searched for in the dialog: words with many results and long excerpts. */
const searchTerms = { en: 'implant', ar: 'زراعة' } as const

/**
 * The header's search dialog open with its results, at 1440 px and, through the drawer, at 390 px:
 * nothing in it runs past its edge (the header's one-line controls once kept its results on one
 * line, cut off at its inline end, the field's border with them).
 */
async function searchDialogFits(page: Page, locale: keyof typeof searchTerms) {
  const t = (source: string) => translate(locale, source)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    const banner = page.getByRole('banner')
    if (width < 768) await banner.getByRole('button', { name: t('Menu'), exact: true }).click()
    const opener = width < 768 ? page.getByRole('dialog', { name: t('Menu') }) : banner
    await opener.getByRole('button', { name: t('Search'), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t('Search') })
    await dialog.getByRole('searchbox').fill(searchTerms[locale])
    await expect(
      dialog
        .getByRole('list', { name: t('Search results') })
        .getByRole('link')
        .nth(2),
    ).toBeVisible()
    // Its opening fade ended (the page's own moving strip never does).
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    expect.soft(await dialog.evaluate(inspectDialog), `the search dialog with results at ${width}px`).toEqual([])
    // Its results too are drawn in the site's own fonts (the other screens open it empty).
    expect
      .soft(await textInForeignFonts(page), `the search dialog with results at ${width}px: text drawn in a font that is not the site's`)
      .toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    if (width < 768) await page.keyboard.press('Escape')
  }
}

/**
 * The page at its current width compared with its screenshot, full page, once steady
 * (tests/support/screenshots.ts): every text in the site's own fonts (decision 0043), so the
 * screenshot is the same on a machine with other fonts installed.
 */
async function looksAsItDid(page: Page, locale: string, screen: string) {
  const width = page.viewportSize()!.width
  expect.soft(await steadyForScreenshot(page), `${page.url()} at ${width}px: text drawn in a font that is not the site's`).toEqual([])
  await expect.soft(page, screenshotNote(page, 'site')).toHaveScreenshot(screenshotName(locale, screen, width), { fullPage: true })
}

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} at 390, 768, 1024 and 1440 px: nothing clipped, nothing sideways, no figure split, no short row or empty half, the logo and buttons on one line; at 390 every element reached by Tab, not hidden, its ring seen; at 390 and 1440 it looks as it did`, async ({
      tab: page,
    }) => {
      await leaveLastPage(page)
      await page.setViewportSize(phone)
      await standInThirdParties(page, screen)
      await page.goto(path, { waitUntil: 'networkidle' })
      await settle(page)
      expectCleanLayout(await page.evaluate(inspectLayout), `${path} at ${phone.width}px`)
      // As it looked. Soft, here and at 1440 px: the visit's other checks still run.
      await looksAsItDid(page, locale, screen)

      const rings = focusRings()
      const walk = await keyboardWalk(page, rings.probe)
      expect(rings.inspections.length, 'elements reached by Tab').toBeGreaterThan(5)
      for (const check of walk) expect.soft(check.problems, `${check.id}: ${check.detail}`).toEqual([])
      expect(rings.failures(), 'focus rings').toEqual([])

      for (const width of wider) {
        await page.setViewportSize({ width, height: 900 })
        expectCleanLayout(await page.evaluate(inspectLayout), `${path} at ${width}px`)
        if (screen === '/find-us')
          expect.soft(await filtersInLine(page), `${path} at ${width}px: the filters' legend beside the search's label`).toEqual([])
      }
      // As a first visit at 1440 px shows it: where the walk left the page focused and scrolled,
      // nothing focused and the page at its top, fades ended (settle); the wider images loaded.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await settle(page)
      await looksAsItDid(page, locale, screen)

      // The shell's dialogs, open: the search at 1440 px, the menu (the drawer) at 390.
      expect
        .soft(await foreignFontsInDialog(page, locale, 'Search'), `${path} at 1440px, the search open: text drawn in a font that is not the site's`)
        .toEqual([])
      await page.setViewportSize(phone)
      expect
        .soft(await foreignFontsInDialog(page, locale, 'Menu'), `${path} at 390px, the menu open: text drawn in a font that is not the site's`)
        .toEqual([])

      // On one screen, once it has been looked at: the search dialog with its results.
      if (screen === '/') await searchDialogFits(page, locale)
    })
  }

  // An article of each kind at 1440 px (the audit reads every article at 1280 px): the text keeps
  // its measure and its facts and call to action stand beside it, no half of the column left empty.
  for (const article of ['/news/1', '/education-events/1']) {
    const path = pathIn(prefix, article)
    test(`${path} at 1440 px: both halves of the article used, nothing clipped, no line too long`, async ({ tab: page }) => {
      await leaveLastPage(page)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path, { waitUntil: 'networkidle' })
      await settle(page)
      expectCleanLayout(await page.evaluate(inspectLayout), `${path} at 1440px`)
    })
  }

  // Each section its own drawing: a hero illustration seen on two sections reads as a template.
  test(`every section's hero has a drawing of its own (${locale})`, async ({ request }) => {
    const sections = [...screens, '/news/1', '/education-events/1', '/search', '/404']
    const drawings = new Map<string, string[]>()
    for (const screen of sections) {
      const path = pathIn(prefix, screen)
      const { document } = new JSDOM(await (await request.get(path)).text()).window
      const heroes = Array.from(document.querySelectorAll('main img[src^="/images/heroes/"]')).map((image) => image.getAttribute('src') ?? '')
      expect(heroes, `${path}: one hero drawing`).toHaveLength(1)
      drawings.set(heroes[0]!, [...(drawings.get(heroes[0]!) ?? []), path])
    }
    expect(
      [...drawings].filter(([, paths]) => paths.length > 1),
      'drawings shown on more than one section',
    ).toEqual([])
  })

  test(`every figure reads the same on every page that states it, money in one format, the growth computed from the sales (${locale})`, async ({
    request,
  }) => {
    const seen = new Map<string, Map<string, string[]>>()
    for (const screen of screens) {
      const path = pathIn(prefix, screen)
      const { document } = new JSDOM(await (await request.get(path)).text()).window
      for (const element of Array.from(document.querySelectorAll('[data-figure]'))) {
        const name = element.getAttribute('data-figure') ?? ''
        const texts = seen.get(name) ?? new Map<string, string[]>()
        const text = (element.textContent ?? '').trim()
        texts.set(text, [...(texts.get(text) ?? []), path])
        seen.set(name, texts)
      }
      // No amount typed into a text: every one is a figure, in the one format below.
      const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined
      for (const figure of Array.from(main?.querySelectorAll('[data-figure]') ?? [])) figure.remove()
      expect(main?.textContent ?? '', `${path}: an amount outside the figures`).not.toMatch(looseAmount)
      // No yearly sales the company never stated.
      if (screen === '/initial-public-offering') expect(document.querySelector('main')?.textContent).not.toMatch(/\b202[123]\b/)
    }
    for (const [name, texts] of seen) expect([...texts.keys()], `figure "${name}" on ${JSON.stringify(Object.fromEntries(texts))}`).toHaveLength(1)
    const only = (name: string) => [...(seen.get(name)?.keys() ?? [])][0] ?? ''
    // Money: one format per language, and the number the company states.
    for (const name of ['capital', 'salesFrom', 'salesTo', 'salesPerEmployee'] as const) {
      expect(only(name), name).toMatch(moneyFormat[locale])
      expect(only(name), name).toBe(computedFigures[locale][name])
    }
    // The multiple printed beside its inputs is what they give: 76 / 20.
    const millions = (name: string) => Number(moneyFormat[locale].exec(only(name))?.[1])
    const growth = Number(multipleFormat[locale].exec(only('growth'))?.[1])
    expect(growth).toBe(Math.round((millions('salesTo') / millions('salesFrom')) * 10) / 10)
    // The investor page states it in the figures, why-invest, growth card and chart note.
    expect(
      seen
        .get('growth')
        ?.get(only('growth'))
        ?.filter((path) => path.endsWith('/initial-public-offering')).length,
    ).toBeGreaterThanOrEqual(4)
  })
}
