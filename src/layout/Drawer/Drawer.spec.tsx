import { expect, test } from '../../../tests/support/component-tab'
import stories from './Drawer.portable'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import { expectedNavigation, hrefOf } from '../../../tests/support/navigation-table'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`Drawer (${locale})`, () => {
    test.beforeEach(async ({ mount }) => {
      await mount<HooksConfig>(<stories.ClosedEnglish />, { hooksConfig: { locale, path: '/divisions' } })
    })

    test('opens with Enter, moves focus in, traps it, and closes with Escape back to its button', async ({ page }) => {
      const toggle = page.getByRole('button', { name: translate(locale, 'Menu'), exact: true })
      const dialog = page.getByRole('dialog', { name: translate(locale, 'Menu') })
      // The browser opens it by itself (an invoker command): before the app, or without it.
      await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog')
      await expect(toggle).toHaveAttribute('command', 'show-modal')
      await expect(toggle).toHaveAttribute('commandfor', 'site-menu')
      await expect(page.locator('dialog#site-menu')).toHaveCount(1)
      await expect(dialog).toBeHidden()

      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      const close = dialog.getByRole('button', { name: translate(locale, 'Close menu') })
      await expect(close).toBeFocused()

      // Twice round the drawer's controls, forwards and back: focus never leaves it.
      const count = await dialog.locator('a[href], button').count()
      for (let step = 0; step < count * 2; step += 1) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      await close.focus()
      await page.keyboard.press('Shift+Tab')
      await expect(dialog.getByRole('link').last()).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(close).toBeFocused()

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(toggle).toBeFocused()
    })

    test('opens with Space and closes with its close button or the backdrop', async ({ page }) => {
      const toggle = page.getByRole('button', { name: translate(locale, 'Menu'), exact: true })
      const dialog = page.getByRole('dialog')
      await toggle.focus()
      await page.keyboard.press('Space')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Enter') // on the focused close button
      await expect(dialog).toBeHidden()
      await expect(toggle).toBeFocused()

      await toggle.click()
      await expect(dialog).toBeVisible()
      const box = await dialog.boundingBox()
      const viewport = page.viewportSize()
      if (!box || !viewport) throw new Error('no layout')
      // The drawer sits at the inline end: click the backdrop at the other side.
      await page.mouse.click(locale === 'ar' ? viewport.width - 10 : 10, 10)
      await expect(dialog).toBeHidden()
    })

    test("lists every screen in the header's sections, the language switch, the legal lines and the social links", async ({ page }) => {
      await page.getByRole('button', { name: translate(locale, 'Menu'), exact: true }).click()
      const dialog = page.getByRole('dialog')
      const nav = dialog.getByRole('navigation', { name: translate(locale, 'Menu') })
      const links = nav.getByRole('link')
      await expect(links).toHaveText(expectedNavigation.drawer.links.map((label) => translate(locale, label)))
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        expectedNavigation.drawer.links.map((screen) => hrefOf(screen, locale)),
      )
      await expect(nav.getByRole('heading', { level: 3 })).toHaveText(expectedNavigation.drawer.sections.map((label) => translate(locale, label)))
      // Each section's heading names its list.
      await expect(nav.getByRole('list', { name: translate(locale, 'Company') }).getByRole('link')).toHaveCount(3)
      await expect(nav.getByRole('link', { name: translate(locale, 'All divisions') })).toHaveAttribute('aria-current', 'page')
      const other = locale === 'ar' ? { name: 'English', href: '/divisions' } : { name: 'العربية', href: '/ar/divisions' }
      await expect(dialog.getByRole('link', { name: other.name })).toHaveAttribute('href', other.href)
      await expect(dialog).toContainText(translate(locale, 'Use of this website is subject to our terms and conditions.'))
      const social = dialog.getByRole('list', { name: translate(locale, 'Social media') }).getByRole('link')
      await expect(social).toHaveCount(5)
      for (const link of await social.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      await expectNoAxeViolations(page, { wholePage: false })
    })

    test('slides from the inline end of the page', async ({ page }) => {
      await page.getByRole('button', { name: translate(locale, 'Menu'), exact: true }).click()
      await page.waitForTimeout(400)
      const box = await page.getByRole('dialog').boundingBox()
      const width = page.viewportSize()?.width ?? 0
      if (!box) throw new Error('no layout')
      if (locale === 'ar') expect(box.x).toBeLessThanOrEqual(1)
      else expect(Math.round(box.x + box.width)).toBeGreaterThanOrEqual(width - 1)
    })
  })
}

test('choosing the page already shown closes the drawer, as choosing another page does', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.ClosedEnglish />, { hooksConfig: { locale: 'en', path: '/divisions' } })
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Menu' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('link', { name: 'All divisions' }).click()
  await expect(dialog).toBeHidden()
})
