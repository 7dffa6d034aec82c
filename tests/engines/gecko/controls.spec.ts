import { expect } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { appReady, firstTapControls, hydrated } from '#tooling/first-tap'
import { holdAppScripts } from '../../support/app-scripts'
import { languages, pathIn } from '../../support/site'
import { storedMessages } from '../../support/contact-messages'
import { nextPage, test } from './tab'

// The controls in Gecko, with JavaScript: each takes effect on a tap made before the app has
// hydrated (the app's scripts held until then, as tests/site/first-tap.spec.ts does in Chromium)
// and on a click once it has; the contact form sends; the header and the drawer work from the
// keyboard. Firefox has invoker commands (since 144): the drawer and the pop-ups are modal there.
// Every visit is made in the worker's one tab (./tab.ts), as the page sweep's are.

for (const entry of firstTapControls) {
  test(`${entry.name}: a tap before hydration is not lost, and a click after it takes effect`, async ({ tab }) => {
    const size = { width: entry.width, height: 844 }
    await nextPage(tab, size)
    const release = await holdAppScripts(tab)
    await tab.goto(entry.path, { waitUntil: 'commit' })
    const control = entry.control(tab)
    await control.waitFor()
    await control.click()
    expect(await appReady(tab), 'the tap came before the app was ready').toBe(false)
    release()
    await hydrated(tab, 30_000)
    await expect.poll(() => entry.done(tab), { message: 'the tap before hydration took effect' }).toBe(true)

    // A second visit, the app's scripts not held: a click once it has hydrated.
    await nextPage(tab, size)
    await tab.goto(entry.path)
    await hydrated(tab)
    await entry.control(tab).click()
    await expect.poll(() => entry.done(tab), { message: 'the click after hydration took effect' }).toBe(true)
  })
}

for (const { locale, prefix } of languages) {
  const t = (source: string) => translate(locale, source)

  test(`the contact form sends, typed key by key (${locale})`, async ({ tab: page }) => {
    const subject = `Gecko ${locale} ${Date.now()}`
    const typed = { 'Full Name': 'Huda Al-Qahtani', Email: 'huda@clinic.example', Subject: subject, Message: 'Please call me about training.' }
    await nextPage(page)
    await page.goto(pathIn(prefix, '/contact-us'))
    await hydrated(page)
    // In the BiDi channel fill() sets the value without the input events React reads.
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(t(label), { exact: true }).pressSequentially(value)
    await page.getByRole('button', { name: t('Submit') }).click()
    await expect(page.getByRole('status').filter({ hasText: t('Thank you, your message was sent. Our team will reply soon.') })).toBeVisible()
    expect(storedMessages(subject), 'the fixture stored the message once').toEqual([
      expect.objectContaining({ fullName: typed['Full Name'], email: typed.Email, message: typed.Message }),
    ])
  })

  test(`the header and the drawer work from the keyboard (${locale})`, async ({ tab: page }) => {
    await nextPage(page)
    await page.goto(pathIn(prefix, '/'))
    await hydrated(page)
    const banner = page.getByRole('banner')
    // From the top of the page, Tab reaches the header's controls (after the skip link) in order.
    const stops: string[] = []
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Tab')
      const inBanner = await banner.evaluate((element) => element.contains(document.activeElement))
      if (inBanner) stops.push(await page.evaluate(() => (document.activeElement?.textContent ?? '').trim()))
      else if (stops.length) break
    }
    expect(stops, "the header's stops").toEqual(expect.arrayContaining([t('Products'), t('Divisions'), t('Contact us')]))
    const dropdown = banner.locator('details', { hasText: t('Divisions') })
    await dropdown.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(dropdown).toHaveAttribute('open', '')
    await page.keyboard.press('Escape')
    await expect(dropdown).not.toHaveAttribute('open', '')
    await expect(dropdown.locator('summary')).toBeFocused()

    await page.setViewportSize({ width: 390, height: 844 })
    const toggle = page.getByRole('button', { name: t('Menu'), exact: true })
    const drawer = page.getByRole('dialog', { name: t('Menu') })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    const close = drawer.getByRole('button', { name: t('Close menu') })
    await expect(close).toBeFocused()
    const count = await drawer.locator('a[href], button').count()
    for (let step = 0; step < count + 2; step += 1) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((element) => element.contains(document.activeElement)), 'focus stays in the drawer').toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(toggle).toBeFocused()
  })
}
