import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { appReady, firstTapControls, tapNow } from '#tooling/first-tap'
import { slowPhone, throttle } from '#tooling/slow-phone'
import { holdAppScripts } from '../support/app-scripts'
import { test } from '../support/sweep'

// No tap is lost (docs/decisions/0027). On a slow phone (150 ms round trips, 1.6 Mbit/s, a CPU
// four times slower) the page paints seconds before the app has hydrated. Each control is tapped
// once, as soon as the page has painted, before the app is ready; it must have taken effect once
// the app is ready, with no second tap. Then a tap after hydration must take effect exactly once.
// The page gets the slow phone's network, screen and touch; the app's scripts are held until the
// tap is made, which puts the tap before hydration on any machine. The phone's slower CPU would
// only lengthen the wait after it, and Chromium slows a page by keeping a core busy: this file
// took 41 CPU s with it and 14 without, for the same taps (`npm run bench` measures the window
// on the slow phone, CPU included).

const ready = appReady

/** Records, in the page, whether the app was ready when the first click arrived. */
const recordFirstClick = () => {
  addEventListener('click', () => Object.assign(window, { __readyAtFirstClick: document.documentElement.hasAttribute('data-app-ready') }), {
    capture: true,
    once: true,
  })
}

const isOpen = (locator: Locator) => locator.evaluate((element) => element.hasAttribute('open'))

/** A second tap on each control, once the app runs, and what it must have done: exactly one effect. */
const again: Record<string, (page: Page) => Promise<void>> = {
  'the menu (/)': (page) => reopenMenu(page, 'en'),
  'the menu (/ar)': (page) => reopenMenu(page, 'ar'),
  'a header dropdown at 1440 px': async (page) => {
    const details = page.getByRole('banner').locator('details', { hasText: 'Divisions' })
    await details.locator('summary').tap()
    await expect.poll(() => isOpen(details)).toBe(false)
  },
  'a product card': async (page) => {
    const details = page.locator('#category-1 details').first()
    await details.locator('summary').tap()
    await expect.poll(() => isOpen(details)).toBe(false)
  },
  'a category tab': async (page) => {
    await page.locator('#category-2-tab').tap()
    await expect(page.locator('#category-2-tab')).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('#category-2')).toBeVisible()
    await expect(page.locator('#category-3')).toBeHidden()
  },
  'a partner pop-up': async (page) => {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page
      .getByRole('button', { name: /^View products/ })
      .first()
      .tap()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  },
  "the profile slider's Next (replayed)": async (page) => {
    const row = page.getByRole('list', { name: 'Doctor And Clinic Profiles' })
    const before = await row.evaluate((element) => Math.abs(element.scrollLeft))
    const card = await row
      .locator('li')
      .first()
      .evaluate((element) => element.getBoundingClientRect().width)
    await page.getByRole('button', { name: 'Next profiles' }).tap()
    // One step (a card and its 16 px gap), not two.
    await expect.poll(() => row.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(before + card / 2)
    await page.waitForTimeout(1000)
    const after = await row.evaluate((element) => Math.abs(element.scrollLeft))
    expect(after - before).toBeLessThan((card + 16) * 1.5)
  },
}

async function reopenMenu(page: Page, locale: 'en' | 'ar') {
  const drawer = page.locator('dialog#site-menu')
  await drawer.getByRole('button', { name: translate(locale, 'Close menu') }).tap()
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: translate(locale, 'Menu'), exact: true }).tap()
  await expect(drawer).toBeVisible()
}

async function slowPhonePage(browser: Browser, width: number) {
  const context = await browser.newContext({ ...slowPhone.context, viewport: { width, height: width > 1000 ? 900 : 844 } })
  const page = await context.newPage()
  await throttle(page, { cpu: false })
  await page.addInitScript(recordFirstClick)
  return { context, page }
}

for (const entry of firstTapControls) {
  test(`a tap at first paint is not lost: ${entry.name}`, async ({ browser }) => {
    test.setTimeout(90_000)
    const { context, page } = await slowPhonePage(browser, entry.width)
    // The app's scripts are held until the tap is made: on a loaded machine the test could
    // otherwise be slower than the app, and tap a page that had already hydrated.
    const release = await holdAppScripts(page)
    await page.goto(entry.path, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 50 })
    await tapNow(page, entry.control(page))
    const readyAtTap = () => page.evaluate(() => (window as unknown as { __readyAtFirstClick?: boolean }).__readyAtFirstClick ?? null)
    await expect.poll(readyAtTap, { message: 'the tap made a click' }).not.toBeNull()
    expect(await readyAtTap(), 'the tap came before the app was ready (else this test proves nothing)').toBe(false)
    release()
    await expect.poll(() => ready(page), { timeout: 60_000, message: 'the app hydrates' }).toBe(true)
    await expect.poll(() => entry.done(page), { message: 'the first tap took effect' }).toBe(true)
    const tapAgain = again[entry.name]
    if (!tapAgain) throw new Error(`no second tap written for ${entry.name}`)
    await tapAgain(page)
    await context.close()
  })
}

test('text typed into the contact form before the app is ready survives hydration', async ({ browser }) => {
  const { context, page } = await slowPhonePage(browser, 390)
  const release = await holdAppScripts(page)
  await page.goto('/contact-us', { waitUntil: 'commit' })
  const typed = { 'Full Name': 'Huda Al-Qahtani', Email: 'huda@clinic.example', Subject: 'Implants', Message: 'Typed before the app.' }
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value)
  expect(await ready(page)).toBe(false)
  release()
  await expect.poll(() => ready(page), { timeout: 60_000, message: 'the app hydrates' }).toBe(true)
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
  // The app owns the fields now: its character count follows what is there.
  await expect(page.getByText(`${new Intl.NumberFormat('en').format(5000 - typed.Message.length)} characters left`)).toBeVisible()
  await context.close()
})
