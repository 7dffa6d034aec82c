import { expect, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { appReady } from '#tooling/first-tap'
import { open, settled } from '../support/site'
import { test } from '../support/sweep'

// The address is the language (docs/decisions/0002-the-url-is-the-language.md): only the
// visitor's own use of the language switch is remembered (`app_language`), and a remembered
// choice applies only at the bare domain `/`, never to a link to an English page.

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('app_language'))

test('a visitor who lands on /ar/news and then opens /contact-us reads English; landing stored nothing', async ({ page }) => {
  await open(page, '/ar/news')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  expect(await stored(page)).toBeNull()

  await open(page, '/contact-us')
  await settled(page)
  await expect(page).toHaveURL('/contact-us')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('h1').first()).toHaveText(translate('en', 'Contact us'))

  // Nothing was chosen, so the bare domain is English too.
  await open(page, '/')
  await settled(page)
  await expect(page).toHaveURL('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a visitor who chose Arabic with the switch is taken from / to /ar, and an English address stays English', async ({ page }) => {
  await open(page, '/about-us')
  await page.locator('header').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL('/ar/about-us')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('h1')).toHaveText(translate('ar', 'About us'))
  await expect(page).toHaveTitle(`${translate('ar', 'About us')} | ${translate('ar', 'Wahat Medical')}`)
  expect(await stored(page)).toBe('ar')

  // The bare domain names no language: the choice applies, keeping query and fragment.
  await page.goto('/?from=mail')
  await expect(page).toHaveURL('/ar?from=mail')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // A link to an English page (a colleague's, say) is English.
  await open(page, '/contact-us')
  await settled(page)
  await expect(page).toHaveURL('/contact-us')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // A link inside the site to the English home is followed as it says.
  await page
    .locator('header')
    .getByRole('link', { name: translate('en', 'Wahat Medical') })
    .click()
  await expect(page).toHaveURL('/')
  await settled(page)
  await expect(page).toHaveURL('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // Switching back to English is remembered too: the bare domain is then English.
  await open(page, '/ar/team')
  await page.locator('header').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/team')
  expect(await stored(page)).toBe('en')
  await open(page, '/')
  await settled(page)
  await expect(page).toHaveURL('/')
})

test('a tap on the switch before the app is ready is remembered', async ({ page }) => {
  // The app never starts: only the pre-rendered page and its loader (scripts/export/page-loader.js).
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await page.goto('/ar/about-us')
  await page.locator('header').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/about-us')
  expect(await stored(page)).toBe('en')
  await page.locator('header').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL('/ar/about-us')
  expect(await stored(page)).toBe('ar')
  expect(await appReady(page), 'the app never started').toBe(false)

  await page.unroute(/\/assets\/.+\.js$/)
  await page.goto('/')
  await expect(page).toHaveURL('/ar')
})

test('an unknown stored value means English', async ({ page }) => {
  await page.goto('/about-us')
  await page.evaluate(() => localStorage.setItem('app_language', 'fr'))
  await open(page, '/')
  await settled(page)
  await expect(page).toHaveURL('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
