import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './Modal.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`opens modally on its title, keeps Tab inside, closes with Escape back to its opener (${locale})`, async ({ mount, page }) => {
    const story = locale === 'ar' ? <stories.AtTheEndArabic /> : <stories.ClosedEnglish />
    await mount<HooksConfig>(story, { hooksConfig: { locale } })
    const menu = translate(locale, 'Menu')
    const dialog = page.getByRole('dialog', { name: menu })
    const opener = page.getByRole('button', { name: menu })
    const [first, second] = ['Products', 'Contact us'].map((label) => translate(locale, label))
    await expect(dialog).toBeHidden()
    // The content that exists only while open is not in the document yet (not merely hidden).
    const content = page.locator('dialog a')
    await expect(content).toHaveCount(0)

    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveJSProperty('open', true)
    const close = dialog.getByRole('button', { name: translate(locale, 'Close menu') })
    await expect(close).toBeFocused()
    // The page behind is inert: its link takes no focus.
    expect(await page.locator('a[href="#behind"]').evaluate((link) => (link.focus(), document.activeElement === link))).toBe(false)
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('link', { name: second })).toBeFocused()
    await expect(content).toHaveText([first!, second!])
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    if (locale === 'ar') {
      // placement "end": the full height at the left of a right-to-left page.
      await expect.poll(() => dialog.evaluate((element) => Math.round(element.getBoundingClientRect().left))).toBe(0)
    }
    await expectNoAxeViolations(page, { wholePage: false })

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(content).toHaveCount(0)
  })
}

test('without invoker commands the app opens it modally, also in place of the popover a tap before it showed', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.ClosedEnglish />, { hooksConfig: { locale: 'en' } })
  // As in Safari before 26.2: the buttons have no invoker commands (docs/decisions/0037).
  await page.evaluate(() => delete (HTMLButtonElement.prototype as { command?: unknown }).command)
  const dialog = page.locator('dialog')
  const opener = page.getByRole('button', { name: 'Menu', exact: true })
  const shown = () => dialog.evaluate((element) => ({ modal: element.matches(':modal'), popover: element.matches(':popover-open') }))

  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  expect(await shown()).toEqual({ modal: true, popover: false })
  await dialog.getByRole('button', { name: 'Close menu' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  // What the HTML alone does with a tap before the app is ready: the dialog shown as a popover, its content there.
  await dialog.evaluate((element: HTMLDialogElement) => element.showPopover())
  await expect(dialog.locator('a')).toHaveCount(2)
  expect(await shown()).toEqual({ modal: false, popover: true })
  await opener.focus()
  await page.keyboard.press('Enter')
  expect(await shown()).toEqual({ modal: true, popover: false })
  await dialog.getByRole('button', { name: 'Close menu' }).click()
  await expect(dialog).toBeHidden()
  expect(await shown()).toEqual({ modal: false, popover: false })
})
