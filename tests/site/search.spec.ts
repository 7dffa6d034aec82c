import { expect, type Locator, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { splitLocalePath } from '#src/i18n/locales'
import { expectNoAxeViolations } from '../support/axe'
import { violations, watchPolicy } from '../support/policy'
import { languages, open, pathIn, settled } from '../support/site'
import { test } from '../support/sweep'

// The site search (docs/decisions/0040) on the export, with the keyboard alone: Pagefind's files
// are fetched only once the search is used, results are pages of the visitor's language, and the
// served policy refuses nothing.

const cases = {
  en: { term: 'implant', expected: ['/products', '/dental-division', '/news/4', '/news/5'], status: /^\d+ results for “implant”$/ },
  ar: { term: 'زراعة', expected: ['/ar/products', '/ar/dental-division', '/ar/surgical-division'], status: /«زراعة»/ },
} as const

/** Where "implant" and "زراعة" list these pages: the implant products, the implant partners' page (the dental division) and the article on the partnership. */
const TOP = 5
const top = { en: ['/products', '/dental-division', '/news/5'], ar: ['/ar/products', '/ar/dental-division'] } as const

/** The addresses the results link to. */
const hrefsOf = (results: Locator) => results.evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href')!))

/**
 * The results once they list every one of `expected`: the first five are listed as soon as their
 * data has come and the count is announced then, the others are added when theirs arrives
 * (src/api/search.ts), so a page ranked sixth or lower is waited for, not read at the count.
 */
async function allResults(results: Locator, expected: readonly string[]): Promise<string[]> {
  await expect
    .poll(() => hrefsOf(results), { message: `the results list ${expected.join(', ')}`, timeout: 20_000 })
    .toEqual(expect.arrayContaining([...expected]))
  return hrefsOf(results)
}

/** The requests a page makes for the search index's files and the search's own code. */
function searchRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/pagefind/') || /^\/assets\/(SearchDialog|SiteSearch)-/.test(pathname)) requested.push(pathname)
  })
  return requested
}

/** Presses Tab until the element has focus (at most 40 presses). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

for (const { locale, prefix } of languages) {
  const t = (source: string) => translate(locale, source)
  const { term, expected, status } = cases[locale]

  test(`search finds pages of its language with the keyboard alone, loading the index only once used (${locale})`, async ({ page }) => {
    const policy = await watchPolicy(page)
    const requested = searchRequests(page)
    await open(page, pathIn(prefix, '/'))
    expect(requested, 'nothing of the search before it is used').toEqual([])

    await open(page, pathIn(prefix, '/search'))
    const field = page.getByRole('searchbox', { name: t('Search the site') })
    await tabTo(page, field)
    // Focused: Pagefind starts (its script, the language's metadata and WebAssembly), while the
    // visitor is about to type; no chunk of the index until a query.
    await expect.poll(() => requested.filter((path) => /\/pagefind\.js$|\.pf_meta$|\/wasm\.\w+\.pagefind$/.test(path)).length).toBe(3)
    expect(
      requested.filter((path) => /\/(index|fragment)\//.test(path)),
      'no chunk of the index while its field is only focused',
    ).toEqual([])
    // The app runs: the note for browsers without JavaScript is gone.
    await expect(
      page.getByText(t('Search runs in your browser and needs JavaScript. Without it, every page of the site is reached from its section below.')),
    ).toBeHidden()
    // The index holds what pages say, not their interface: the cards' "Read more" is in none
    // (docs/decisions/0046). Quoted, the phrase itself: its words alone begin real ones ("ready").
    const readMore = `"${t('Read more')}"`
    await page.keyboard.type(readMore)
    await expect(page.getByRole('status')).toHaveText(t('No results for “{query}”').replace('{query}', readMore))
    await field.fill('')
    await page.keyboard.type(term)
    await expect(page.getByRole('status')).toHaveText(status)
    expect(requested.some((path) => path.startsWith(`/pagefind/fragment/${locale}_`))).toBe(true)
    expect(
      requested.filter((path) => /\/(fragment|index)\//.test(path) && !path.includes(`/${locale}_`)),
      'only its own language',
    ).toEqual([])

    const results = page.getByRole('list', { name: t('Search results') }).getByRole('link')
    const hrefs = await allResults(results, expected)
    for (const href of hrefs) expect(splitLocalePath(href).locale, href).toBe(locale)
    await expect(results.first().locator('mark').first()).toBeVisible()
    await expectNoAxeViolations(page)

    // Down into the results, back up to the field, Escape closes the list and keeps the text.
    await page.keyboard.press('ArrowDown')
    await expect(results.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(field).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(field).toBeFocused()
    await expect(page.getByRole('list', { name: t('Search results') })).toBeHidden()
    await expect(field).toHaveValue(term)

    // A new query, then the second result opened with Enter: its page, in the same language.
    await field.fill('')
    await page.keyboard.type(term)
    await expect(results.nth(1)).toBeVisible()
    const second = await results.nth(1).getAttribute('href')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(results.nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === second)
    await settled(page)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    expect(await violations(page)).toEqual([])
    expect(policy).toEqual([])
  })

  test(`the header's search control opens the search in a dialog, loading its code and the index only once used; walked with the keyboard alone (${locale})`, async ({
    page,
  }) => {
    const policy = await watchPolicy(page)
    const requested = searchRequests(page)
    await open(page, pathIn(prefix, '/'))
    const control = page.getByRole('banner').getByRole('button', { name: t('Search'), exact: true })
    await expect(control).toHaveAttribute('href', pathIn(prefix, '/search'))
    await tabTo(page, control)
    expect(requested, 'nothing of the search before it is used').toEqual([])

    // Open: the dialog, its field focused; the code came with the use, the index's chunks wait for a character.
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t('Search') })
    const field = dialog.getByRole('searchbox', { name: t('Search the site') })
    await expect(field).toBeFocused()
    await expect.poll(() => requested.filter((path) => /\/pagefind\.js$|\.pf_meta$|\/wasm\.\w+\.pagefind$/.test(path)).length).toBe(3)
    expect(
      requested.filter((path) => /\/(index|fragment)\//.test(path)),
      'no chunk of the index while nothing is typed',
    ).toEqual([])
    expect(
      requested.some((path) => /\/assets\/SearchDialog-[^/]+\.js$/.test(path)),
      'its code, on the first use',
    ).toBe(true)
    await expect(page).toHaveURL((url) => url.pathname === pathIn(prefix, '/'))

    // Type: results as one types, announced, ranked with the implant pages near the top.
    await page.keyboard.type(term)
    await expect(dialog.getByRole('status')).toHaveText(status)
    const results = dialog.getByRole('list', { name: t('Search results') }).getByRole('link')
    const hrefs = await hrefsOf(results)
    for (const href of hrefs) expect(splitLocalePath(href).locale, href).toBe(locale)
    for (const wanted of top[locale]) {
      const at = hrefs.indexOf(wanted)
      expect(at >= 0 && at < TOP, `${wanted} among the first ${TOP} results: ${hrefs.join(' ')}`).toBe(true)
    }
    await expect(results.first().locator('mark').first()).toBeVisible()
    await expectNoAxeViolations(page)

    // Move through the results, Escape: closed, focus back on the control.
    await page.keyboard.press('ArrowDown')
    await expect(results.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(results.nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(control).toBeFocused()

    // Open again with Space, as a button is, and open a result with Enter: its page, the dialog closed.
    await page.keyboard.press('Space')
    await expect(field).toBeFocused()
    await expect(field).toHaveValue(term)
    await expect(results.nth(1)).toBeVisible()
    const second = await results.nth(1).getAttribute('href')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === second)
    await expect(dialog).toBeHidden()
    await settled(page)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    expect(await violations(page)).toEqual([])
    expect(policy).toEqual([])
  })

  test(`on a phone the drawer's search control opens the search above the drawer, and Escape returns to it (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, pathIn(prefix, '/about-us'))
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('Menu'), exact: true })
      .click()
    const drawer = page.getByRole('dialog', { name: t('Menu') })
    const control = drawer.getByRole('button', { name: t('Search'), exact: true })
    await control.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t('Search') })
    const field = dialog.getByRole('searchbox', { name: t('Search the site') })
    await expect(field).toBeFocused()
    await page.keyboard.type(term)
    await expect(dialog.getByRole('status')).toHaveText(status)
    await expect(
      dialog
        .getByRole('list', { name: t('Search results') })
        .getByRole('link')
        .first(),
    ).toBeInViewport()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(drawer).toBeVisible()
    await expect(control).toBeFocused()
    await expect(page).toHaveURL((url) => url.pathname === pathIn(prefix, '/about-us'))
  })

  test(`a result for an article opens that article (${locale})`, async ({ page }) => {
    await open(page, pathIn(prefix, '/search'))
    await tabTo(page, page.getByRole('searchbox', { name: t('Search the site') }))
    await page.keyboard.type(locale === 'en' ? 'Montaro' : 'مونتارو')
    const results = page.getByRole('list', { name: t('Search results') }).getByRole('link')
    const article = results.and(page.locator(`[href="${pathIn(prefix, '/news/5')}"]`))
    await expect(article).toBeVisible()
    const title = await article.locator('span').first().textContent()
    const position = (await results.evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href')))).indexOf(
      pathIn(prefix, '/news/5'),
    )
    for (let step = 0; step <= position; step += 1) await page.keyboard.press('ArrowDown')
    await expect(article).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === pathIn(prefix, '/news/5'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
  })
}

test('after the language switch, the search answers in the new language (Pagefind started again for it)', async ({ page }) => {
  await open(page, '/search')
  const field = page.getByRole('searchbox', { name: 'Search the site' })
  await tabTo(page, field)
  await page.keyboard.type('implant')
  await expect(page.getByRole('status')).toHaveText(cases.en.status)
  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/ar/search')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  const arabic = page.getByRole('searchbox', { name: translate('ar', 'Search the site') })
  await arabic.focus()
  await page.keyboard.type(cases.ar.term)
  await expect(page.getByRole('status')).toHaveText(cases.ar.status)
  const hrefs = await allResults(page.getByRole('list', { name: translate('ar', 'Search results') }).getByRole('link'), cases.ar.expected)
  for (const href of hrefs) expect(splitLocalePath(href).locale, href).toBe('ar')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of languages) {
    test(`the search page says search needs JavaScript and links every section (${locale})`, async ({ page }) => {
      const t = (source: string) => translate(locale, source)
      await page.goto(pathIn(prefix, '/search'))
      await expect(
        page.getByText(t('Search runs in your browser and needs JavaScript. Without it, every page of the site is reached from its section below.')),
      ).toBeVisible()
      const sections = page.getByRole('region', { name: t('Browse by section') }).getByRole('link')
      const hrefs = await sections.evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href')))
      // The footer's site map, every screen by section, from the same source.
      const footer = await page
        .getByRole('contentinfo')
        .getByRole('navigation')
        .getByRole('link')
        .evaluateAll((links: HTMLAnchorElement[]) => links.map((link) => link.getAttribute('href')))
      expect(hrefs).toEqual(footer)
      expect(hrefs).toEqual(
        expect.arrayContaining(['/products', '/news', '/education-events', '/about-us', '/contact-us', '/'].map((path) => pathIn(prefix, path))),
      )
      await sections.and(page.locator(`[href="${pathIn(prefix, '/products')}"]`)).click()
      await expect(page).toHaveURL((url) => url.pathname === pathIn(prefix, '/products'))
    })

    test(`the header's search control is a link to the search page (${locale})`, async ({ page }) => {
      const t = (source: string) => translate(locale, source)
      await page.goto(pathIn(prefix, '/'))
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('Search'), exact: true })
        .click()
      await expect(page).toHaveURL((url) => url.pathname === pathIn(prefix, '/search'))
      await expect(page.getByRole('searchbox', { name: t('Search the site') })).toBeVisible()
    })
  }
})
