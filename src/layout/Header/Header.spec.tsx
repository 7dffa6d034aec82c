import { expect, test } from '../../../tests/support/component-tab'
import type { Locator, Page } from '@playwright/test'
import stories from './Header.portable'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import { expectedNavigation, hrefOf } from '../../../tests/support/navigation-table'

/** A header dropdown is a <details>: its summary toggles it, its `open` attribute says whether it is. */
const dropdown = (page: Page, locale: 'en' | 'ar', label: string) => {
  const details = page.locator('header nav details').filter({ has: page.locator('summary', { hasText: translate(locale, label) }) })
  return { details, summary: details.locator('summary') }
}
const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open)

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test.describe(`Header (${locale})`, () => {
    test.beforeEach(async ({ mount }) => {
      // The header is transparent over the page's hero, as on every page of the site.
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale, path: '/about-us' } })
    })

    test('links to the pages of its language, the sections in dropdowns', async ({ page }) => {
      const header = page.locator('header')
      await expect(header.getByRole('link', { name: translate(locale, 'Wahat Medical') })).toHaveAttribute('href', prefix || '/')
      await expect(header.getByRole('link', { name: translate(locale, 'Contact us') })).toHaveAttribute('href', `${prefix}/contact-us`)
      const nav = page.getByRole('navigation', { name: translate(locale, 'Main') })
      await expect(nav.locator('summary')).toHaveText(expectedNavigation.header.sections.map((label) => translate(locale, label)))
      // Every link of the header's navigation, the dropdowns' included, in order and in this language.
      const links = nav.locator('a')
      await expect(links).toHaveText(
        expectedNavigation.header.links.map((label) => translate(locale, label)),
        { useInnerText: false },
      )
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        expectedNavigation.header.links.map((screen) => hrefOf(screen, locale)),
      )
      // The page shown (/about-us) is marked, and so is the dropdown that holds it.
      await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', `${prefix}/about-us`)
      await expect(dropdown(page, locale, 'Company').summary).toHaveAttribute('data-current', 'true')
      await expect(dropdown(page, locale, 'Divisions').summary).not.toHaveAttribute('data-current', 'true')
    })

    test('a dropdown follows the disclosure pattern from the keyboard', async ({ page }) => {
      const { details, summary: trigger } = dropdown(page, locale, 'Divisions')
      const expanded = (value: boolean) => expect.poll(() => isOpen(details)).toBe(value)
      const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      const link = (label: string) => list.getByRole('link', { name: translate(locale, label), exact: true })
      await expanded(false)
      await expect(list).toBeHidden()

      await trigger.focus()
      await page.keyboard.press('Enter')
      await expanded(true)
      await expect(link('Medical division')).toHaveAttribute('href', `${prefix}/medical-division`)
      await expect(link('Dental division')).toHaveAttribute('href', `${prefix}/dental-division`)
      await expectNoAxeViolations(page, { wholePage: false })

      await page.keyboard.press('Tab')
      await expect(link('All divisions')).toBeFocused()
      await page.keyboard.press('Escape')
      await expanded(false)
      await expect(list).toBeHidden()
      await expect(trigger).toBeFocused()

      await page.keyboard.press('Space')
      await expanded(true)
      await page.keyboard.press('Space')
      await expanded(false)

      // ArrowDown on the closed button opens the list on its first link; the arrows then move
      // through the links (round from the last to the first), Home and End jump to the ends.
      await page.keyboard.press('ArrowDown')
      await expanded(true)
      await expect(link('All divisions')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(link('Dental division')).toBeFocused()
      await page.keyboard.press('End')
      await expect(link('Surgical division')).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(link('All divisions')).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(link('Surgical division')).toBeFocused()
      await page.keyboard.press('Home')
      await expect(link('All divisions')).toBeFocused()
      expect(await page.evaluate(() => window.scrollY), 'the arrows do not scroll the page').toBe(0)
      await page.keyboard.press('Escape')
      await expect(trigger).toBeFocused()
      await expect(list).toBeHidden()

      // ArrowUp on the button opens it on its last link.
      await page.keyboard.press('ArrowUp')
      await expect(link('Surgical division')).toBeFocused()

      // Tabbing out of the open list closes it and goes on to the next header control.
      await page.keyboard.press('Tab')
      await expanded(false)
      await expect(page.getByRole('link', { name: translate(locale, 'Products') })).toBeFocused()
    })

    test('one dropdown at a time; a click elsewhere closes it', async ({ page }) => {
      const divisions = dropdown(page, locale, 'Divisions')
      const company = dropdown(page, locale, 'Company')
      await divisions.summary.click()
      await expect.poll(() => isOpen(divisions.details)).toBe(true)
      await company.summary.click()
      await expect.poll(() => isOpen(company.details)).toBe(true)
      await expect.poll(() => isOpen(divisions.details)).toBe(false)
      await expect(page.getByRole('link', { name: translate(locale, 'Our Team') })).toBeVisible()
      // Clicking on the page below, which takes no focus, closes it as well.
      await page.locator('h1').click()
      await expect.poll(() => isOpen(company.details)).toBe(false)
      await expect(page.getByRole('link', { name: translate(locale, 'Our Team') })).toBeHidden()
    })

    test('an open dropdown stays inside the page at 1024px', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 })
      for (const name of ['Divisions', 'Company', 'News & events', 'Contact']) {
        const trigger = dropdown(page, locale, name).summary
        await trigger.click()
        const box = await page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`).boundingBox()
        if (!box) throw new Error(`${name}: the open list has no layout`)
        expect(box.x, name).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, name).toBeLessThanOrEqual(1024)
        await page.keyboard.press('Escape')
      }
    })

    test('is transparent at the top and solid after 1px of scroll', async ({ page }) => {
      const header = page.locator('header')
      const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)
      await expect(header).toHaveAttribute('data-solid', 'false')
      // Solid until the app says otherwise, then its background fades out (a transition).
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 1))
      await expect(header).toHaveAttribute('data-solid', 'false')
      await page.evaluate(() => window.scrollTo(0, 2))
      await expect(header).toHaveAttribute('data-solid', 'true')
      await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(header).toHaveAttribute('data-solid', 'false')
    })

    test('collapses its sections into the drawer under 1024px, keeping Contact us in view', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: translate(locale, 'Main') })
      const menu = page.getByRole('button', { name: translate(locale, 'Menu'), exact: true })
      const contact = page.locator('header').getByRole('link', { name: translate(locale, 'Contact us') })
      await expect(nav).toBeVisible()
      await expect(menu).toBeHidden()
      for (const width of [1023, 768, 390, 320]) {
        await page.setViewportSize({ width, height: 800 })
        await expect(nav, `${width}px`).toBeHidden()
        await expect(menu, `${width}px`).toBeVisible()
        await expect(contact, `${width}px`).toBeVisible()
        // Nothing in the header's row is pushed past its edge (the header is fixed: the page
        // would not scroll sideways, the buttons would just be cut off).
        const row = await page.locator('header > div').evaluate((element) => {
          const edge = element.getBoundingClientRect()
          const children = Array.from(element.querySelectorAll('a, button')).filter((child) => child.getClientRects().length > 0)
          return {
            overflow: element.scrollWidth - element.clientWidth,
            outside: children.filter((child) => {
              const box = child.getBoundingClientRect()
              return box.left < edge.left - 0.5 || box.right > edge.right + 0.5
            }).length,
          }
        })
        expect(row, `${width}px`).toEqual({ overflow: 0, outside: 0 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${width}px`).toBeLessThanOrEqual(0)
      }
      // From 1024px the header's own sections, all five, in one row with Contact us and the language switch.
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await expect(nav, `${width}px`).toBeVisible()
        await expect(menu, `${width}px`).toBeHidden()
        const row = await page.locator('header > div').evaluate((element) => element.scrollWidth - element.clientWidth)
        expect(row, `${width}px: the header's row fits`).toBeLessThanOrEqual(0)
        const lines = await page.locator('header nav > ul > li').evaluateAll((items) => {
          const boxes = items.map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0)
          return new Set(boxes.map((box) => Math.round(box.top + box.height / 2))).size
        })
        expect(lines, `${width}px: the sections stay on one line`).toBe(1)
      }
    })

    test('the drawer opened from the header fits a 320px screen', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.getByRole('button', { name: translate(locale, 'Menu'), exact: true }).click()
      const dialog = page.getByRole('dialog', { name: translate(locale, 'Menu') })
      await expect(dialog).toBeVisible()
      // Its text wraps inside it: nothing of the header's one-line row is inherited.
      expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
    })

    test('has no axe violations', async ({ page }) => {
      await expectNoAxeViolations(page, { wholePage: false })
    })
  })
}
