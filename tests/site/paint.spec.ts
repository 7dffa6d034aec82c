import { expect, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { test } from '../support/sweep'

// First paint needs only HTML and CSS (scripts/export/preloads.ts): the app's scripts start after the
// page has loaded and painted, or at the visitor's first tap or key press, and then hydrate the
// page. The interactive parts after hydration are exercised by shell, data-pages, company-pages
// and contact specs; here, when hydration starts, and the page without JavaScript.

/** React marks the container it has hydrated. */
const hydrated = (page: Page) => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')))

const pages = ['/', '/ar', '/news/2', '/ar/products', '/contact-us']

for (const path of pages) {
  test(`${path}: no script is requested before the page has loaded and painted; then it hydrates`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' })
    await expect.poll(() => hydrated(page), { message: 'the app hydrates after the load event' }).toBe(true)
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.js(\?|$)/.test(entry.name) && new URL(entry.name).origin === location.origin)
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }))
      return { loadEnd: navigation.loadEventEnd, paint: paint?.startTime ?? null, scripts }
    })
    expect(timing.paint, 'the page paints').not.toBeNull()
    expect(timing.scripts.length, 'the app is loaded').toBeGreaterThan(1)
    for (const script of timing.scripts) {
      expect(script.start, `${script.name} starts after the load event`).toBeGreaterThanOrEqual(timing.loadEnd)
      expect(script.start, `${script.name} starts after the first paint`).toBeGreaterThan(timing.paint!)
    }
  })
}

test('a tap before the page has finished loading starts the app at once', async ({ page }) => {
  // A picture that never arrives holds the load event back.
  let releaseImages: () => void = () => {}
  const held = new Promise<void>((resolve) => (releaseImages = resolve))
  await page.route(/\.(png|jpe?g|webp|avif|svg)(\?|$)/, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  expect(await hydrated(page)).toBe(false)
  await page.getByRole('heading', { level: 1 }).click()
  await expect.poll(() => hydrated(page), { message: 'the tap started the app before the load event' }).toBe(true)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  releaseImages()
})

// Nothing moves while the page loads, its web fonts arrive and it hydrates (CLS 0, as Lighthouse
// counts it at a phone's width). The fonts are held back until the fallback has painted, the case
// where a swapped-in face re-wraps a heading; hydration must render what the server rendered.
for (const path of ['/', '/news', '/ar', '/ar/news', '/news/2', '/ar/products']) {
  test(`${path}: no layout shift through the late web fonts and hydration`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue().catch(() => {})
    })
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; nodes: string[] }> = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
          shifts.push({
            value: entry.value,
            nodes: (entry.sources ?? []).map(({ node }) => (node instanceof Element ? node.outerHTML : (node?.textContent ?? '')).slice(0, 120)),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const fonts = page.waitForResponse(/\.woff2$/)
    await page.goto(path, { waitUntil: 'load' })
    await fonts
    await expect.poll(() => hydrated(page), { message: 'the app hydrates' }).toBe(true)
    // Two frames after the fonts and hydration, so that any shift they cause has been reported.
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))))
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts)
    expect(shifts, `${path} shifted`).toEqual([])
  })
}

// The first Intl.DateTimeFormat of a page loads ICU's calendar data, the longest task of
// hydrating a page with dates on a phone: hydration reuses the dates the server wrote, ranges
// of days too (an event with an end, /ar/education-events/1).
for (const path of ['/', '/ar/news', '/news/2', '/ar/education-events/1']) {
  test(`${path}: hydration shows the pre-rendered dates without starting an Intl date formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat
      const counter = { created: 0 }
      Object.assign(window, { __dateFormatters: counter })
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counter.created += 1
          return new target(...args)
        },
      })
    })
    await page.goto(path, { waitUntil: 'load' })
    const dates = await page.locator('main time').allInnerTexts()
    expect(dates.length, `${path} shows dates`).toBeGreaterThan(0)
    await expect.poll(() => hydrated(page), { message: 'the app hydrates' }).toBe(true)
    await expect(page.locator('main time').first()).toHaveText(dates[0]!)
    expect(await page.locator('main time').allInnerTexts()).toEqual(dates)
    expect(await page.evaluate(() => (window as unknown as { __dateFormatters: { created: number } }).__dateFormatters.created)).toBe(0)
  })
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of [
    { locale: 'en', prefix: '' },
    { locale: 'ar', prefix: '/ar' },
  ] as const) {
    test(`pages show their content and their links work as plain HTML (${locale})`, async ({ page }) => {
      for (const path of ['/', '/products', '/news/2', '/contact-us']) {
        const url = prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible()
        expect((await page.locator('main').innerText()).length, `${url} has its content`).toBeGreaterThan(200)
        const footer = page.getByRole('contentinfo')
        await expect(footer.getByRole('link', { name: translate(locale, 'Contact us') }).first()).toHaveAttribute('href', `${prefix}/contact-us`)
        expect(await page.locator('script[src]').count(), `${url} loaded no script`).toBe(0)
      }
      await page.goto(prefix || '/')
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: translate(locale, 'About us') })
        .click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/about-us$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  test('the contact form is in the page, with its labelled fields', async ({ page }) => {
    await page.goto('/contact-us')
    for (const label of ['Full Name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
  })
})
