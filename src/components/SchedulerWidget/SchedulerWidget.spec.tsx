import { expect, test } from '@playwright/experimental-ct-react'
import stories from './SchedulerWidget.portable'
import { SCHEDULER_SCRIPT_URL } from '#src/content/embeds'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'

const calendar = 'https://calendar.example/wahat/30min'

for (const locale of ['en', 'ar'] as const) {
  test(`the booking widget says it is loading until its calendar has loaded, then steps aside (${locale})`, async ({ mount, page }) => {
    // The script and then the calendar's frame arrive only when the test lets them.
    let releaseScript = () => {}
    let releaseFrame = () => {}
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve))
    const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve))
    await page.route(SCHEDULER_SCRIPT_URL, async (route) => {
      await scriptHeld
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.Calendly = { initInlineWidget({ url, parentElement }) { const frame = document.createElement('iframe'); frame.title = 'Calendar'; frame.src = url; parentElement.append(frame) } }`,
      })
    })
    await page.route(calendar, async (route) => {
      await frameHeld
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Pick a time</p>' })
    })
    await mount<HooksConfig>(<stories.English url={calendar} />, { hooksConfig: { locale } })

    const status = page.getByRole('status')
    const loading = translate(locale, 'Loading the booking calendar…')
    await expect(status).toHaveText(loading)
    await expect(status).toBeVisible()
    await expect(page.locator('[data-state]')).toHaveAttribute('aria-busy', 'true')
    const fallback = page.getByRole('link', { name: new RegExp(translate(locale, 'Open the booking page for a 30-minute meeting')) })
    await expect(fallback).toHaveAttribute('href', calendar)
    await expectNoAxeViolations(page, { wholePage: false })

    releaseScript()
    await expect(page.locator('iframe')).toHaveCount(1)
    // The widget's script is in, its calendar not yet: still loading.
    await expect(status).toHaveText(loading)

    releaseFrame()
    await expect(status).toHaveText('')
    await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'ready')
    await expect(page.locator('[data-state]')).toHaveAttribute('aria-busy', 'false')
    await expect(fallback).toBeVisible()
  })
}

for (const locale of ['en', 'ar'] as const) {
  test(`without its calendar the widget is a card: the booking page as its button, then phone, e-mail and the contact page (${locale})`, async ({
    mount,
    page,
  }) => {
    await page.route(SCHEDULER_SCRIPT_URL, (route) => route.abort('blockedbyclient'))
    await mount<HooksConfig>(<stories.English url={calendar} />, { hooksConfig: { locale } })
    await expect(page.getByRole('status')).toHaveText(translate(locale, 'The booking calendar could not be loaded here.'))
    const booking = page.getByRole('link', { name: new RegExp(translate(locale, 'Open the booking page for a 30-minute meeting')) })
    await expect(booking).toHaveAttribute('href', calendar)
    // Drawn as a button: filled, not a line of underlined text.
    await expect(booking).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(booking).toHaveCSS('text-decoration-line', 'none')
    await expect(page.locator('a[href^="tel:+966"]')).toBeVisible()
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible()
    await expect(page.getByRole('link', { name: translate(locale, 'Write to us on the contact page') })).toHaveAttribute(
      'href',
      locale === 'ar' ? '/ar/contact-us' : '/contact-us',
    )
    // The card is one: a box drawn around the status, the button and the other ways.
    const card = page.getByRole('status').locator('..')
    await expect(card).not.toHaveCSS('border-top-width', '0px')
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
