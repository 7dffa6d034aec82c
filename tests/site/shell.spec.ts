import { expect, type ConsoleMessage } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { settled } from '../support/site'
import { leaveLastPage, test } from '../support/sweep'

// The page shell on the built export: keyboard paths, scroll, small screens (the language
// choice: language.spec.ts). The pages are visited in one tab a worker (tests/support/sweep.ts).

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const) {
  test(`keyboard: skip link, logo and Divisions first; the drawer's links navigate and close it (${locale})`, async ({ tab: page }) => {
    await leaveLastPage(page)
    await page.goto(`${prefix}/about-us`)
    await settled(page)

    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: translate(locale, 'Skip to content') })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('header').getByRole('link', { name: translate(locale, 'Wahat Medical') })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('header summary', { hasText: translate(locale, 'Divisions') })).toBeFocused()
    // The dropdowns' and the drawer's keyboard patterns are the component tests' (Header.spec.tsx,
    // Drawer.spec.tsx): here, the page's own order and what only a real page has, navigation.

    // Phones and tablets have the drawer in place of the header's sections.
    await page.setViewportSize({ width: 390, height: 844 })
    const menu = page.getByRole('button', { name: translate(locale, 'Menu'), exact: true })
    for (let step = 0; step < 10 && !(await menu.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab')
    }
    await expect(menu).toBeFocused()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: translate(locale, 'Menu') })
    await expect(drawer.getByRole('button', { name: translate(locale, 'Close menu') })).toBeFocused()

    // Following a link in the drawer navigates in the same language and closes the drawer.
    await drawer.getByRole('link', { name: translate(locale, 'All divisions') }).click()
    await expect(page).toHaveURL(`${prefix}/divisions`)
    await expect(drawer).toBeHidden()
    await expect(page.locator('h1')).toHaveText(translate(locale, 'Our divisions'))
  })
}

test('scroll position starts at the top on a new page and is restored on going back', async ({ tab: page }) => {
  await leaveLastPage(page)
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/about-us')
  await settled(page)
  // Half-way down, not to the end: the restored page must be as tall as when it was left.
  await page.evaluate(() => window.scrollTo(0, 500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500)
  const scrolled = 500
  // A script click: Playwright's own click would first scroll the footer link into view.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Our Team' })
    .evaluate((link: HTMLElement) => link.click())
  await expect(page).toHaveURL('/team')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL('/about-us')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})

test('the social preview image is a 1200x630 PNG', async ({ request }) => {
  const response = await request.get('/preview.png')
  expect(response.status()).toBe(200)
  const png = await response.body()
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  // IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

test('the host files are not served; the host answers unknown paths with the 404 page of their language', async ({ request }) => {
  // The host reads _headers and _redirects and serves neither (tests/site/not-found.spec.ts checks what they say).
  for (const file of ['/_headers', '/_redirects']) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(404)
    expect(await response.text(), file).not.toContain('media-center')
  }
  const unknown = await request.get('/ar/no-such-page')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('lang="ar"')
})

// Each page's texts come with its route (src/routes.tsx): following a link shows the next page in
// its language at once, never a message id, and a missing message would be reported in the console.
for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const) {
  test(`following links inside the site shows each page with its own texts (${locale})`, async ({ tab: page }) => {
    await leaveLastPage(page)
    const problems: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
    }
    const onError = (error: Error) => problems.push(`pageerror: ${error.message}`)
    page.on('console', onConsole)
    page.on('pageerror', onError)
    await page.goto(`${prefix}/`)
    await settled(page)
    const pages = [
      { link: 'About us', path: '/about-us', shows: 'Our core values' },
      { link: 'Our Team', path: '/team', shows: 'Executive team' },
      { link: 'Education events', path: '/education-events', shows: 'Courses and symposiums' },
      { link: 'Contact us', path: '/contact-us', shows: 'Full Name' },
      { link: 'All divisions', path: '/divisions', shows: 'Our divisions' },
      { link: 'Home', path: '/', shows: 'What we supply' },
    ]
    // A full page load would lose this mark: every step must be the router's.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    for (const { link, path, shows } of pages) {
      await page
        .locator('footer')
        .getByRole('link', { name: translate(locale, link), exact: true })
        .click()
      await expect(page).toHaveURL(path === '/' ? prefix || '/' : `${prefix}${path}`)
      await expect(page.locator('main').getByText(translate(locale, shows), { exact: true }).first()).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    }
    page.off('console', onConsole)
    page.off('pageerror', onError)
    expect(problems).toEqual([])
  })
}

// The sweep's own promise (tests/support/sweep.ts): the next page of the worker's tab starts as a
// new tab would, whatever the page before routed, stored or resized.
test("a sweep's next page starts clean: nothing routed, stored or resized by the page before", async ({ tab: page }) => {
  await leaveLastPage(page)
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'planted' }))
  await page.goto('/about-us')
  await page.evaluate(() => {
    localStorage.setItem('planted', '1')
    sessionStorage.setItem('planted', '1')
  })
  await page.setViewportSize({ width: 400, height: 700 })
  expect(await page.evaluate(() => fetch('/robots.txt').then((answer) => answer.text()))).toBe('planted')

  await leaveLastPage(page)
  await page.goto('/about-us')
  expect(await page.evaluate(() => [localStorage.getItem('planted'), sessionStorage.getItem('planted')])).toEqual([null, null])
  expect(await page.evaluate(() => fetch('/robots.txt').then((answer) => answer.text()))).not.toBe('planted')
  expect(page.viewportSize()).toEqual(test.info().project.use.viewport)
})
