import { expect, test } from '@playwright/experimental-ct-react'
import { PageHero } from '../../src/components/PageHero/PageHero'
import { Header } from '../../src/layout/Header/Header'
import type { HooksConfig } from '../../playwright/index'
import { expectNoAxeViolations } from '../support/axe'
import { translate } from '../support/catalog'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test.describe(`Header (${locale})`, () => {
    test.beforeEach(async ({ mount }) => {
      // The header is transparent over the page's hero, as on every page of the site.
      await mount<HooksConfig>(
        <div style={{ minHeight: '3000px' }}>
          <Header />
          <PageHero heading="Heading" />
        </div>,
        { hooksConfig: { locale, path: '/about-us' } },
      )
    })

    test('links to the pages of its language', async ({ page }) => {
      const header = page.locator('header')
      await expect(header.getByRole('link', { name: translate(locale, 'Wahat Medical') })).toHaveAttribute('href', prefix || '/')
      await expect(header.getByRole('link', { name: translate(locale, 'About us') })).toHaveAttribute('href', `${prefix}/about-us`)
      await expect(header.getByRole('link', { name: translate(locale, 'About us') })).toHaveAttribute('aria-current', 'page')
      await expect(header.getByRole('link', { name: translate(locale, 'Education events') })).toHaveAttribute('href', `${prefix}/education-events`)
      await expect(header.getByRole('link', { name: translate(locale, 'Contact us') })).toHaveAttribute('href', `${prefix}/contact-us`)
    })

    test('the Divisions dropdown opens and closes from the keyboard', async ({ page }) => {
      const trigger = page.getByRole('button', { name: translate(locale, 'Divisions') })
      const medical = page.getByRole('link', { name: translate(locale, 'Medical division') })
      const dental = page.getByRole('link', { name: translate(locale, 'Dental division') })
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(medical).toBeHidden()

      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await expect(medical).toHaveAttribute('href', `${prefix}/medical-division`)
      await expect(dental).toHaveAttribute('href', `${prefix}/dental-division`)
      await expectNoAxeViolations(page, { wholePage: false })

      await page.keyboard.press('Tab')
      await expect(medical).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(medical).toBeHidden()
      await expect(trigger).toBeFocused()

      await page.keyboard.press('Space')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Space')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')

      // Tabbing out of the open list closes it.
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    })

    test('is transparent at the top and solid after 1px of scroll', async ({ page }) => {
      const header = page.locator('header')
      const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)
      await expect(header).toHaveAttribute('data-solid', 'false')
      expect(await background()).toBe('rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 1))
      await expect(header).toHaveAttribute('data-solid', 'false')
      await page.evaluate(() => window.scrollTo(0, 2))
      await expect(header).toHaveAttribute('data-solid', 'true')
      await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(header).toHaveAttribute('data-solid', 'false')
    })

    test('collapses its navigation into the menu button under 768px', async ({ page }) => {
      await page.setViewportSize({ width: 767, height: 800 })
      await expect(page.getByRole('navigation', { name: translate(locale, 'Main') })).toBeHidden()
      await expect(page.getByRole('button', { name: translate(locale, 'Menu') })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.setViewportSize({ width: 768, height: 800 })
      await expect(page.getByRole('navigation', { name: translate(locale, 'Main') })).toBeVisible()
    })

    test('has no axe violations', async ({ page }) => {
      await expectNoAxeViolations(page, { wholePage: false })
    })
  })
}
