import { expect, test } from '@playwright/experimental-ct-react'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './DoctorSlider.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`the doctor slider moves with its buttons and the arrow keys (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
    const row = page.getByRole('list', { name: 'Profiles' })
    const position = () => row.evaluate((element) => Math.abs(element.scrollLeft))
    const start = await position()
    expect(start).toBeLessThan(10)
    await page.getByRole('button', { name: translate(locale, 'Next profiles') }).click()
    await expect.poll(position).toBeGreaterThan(start + 100)
    const afterNext = await position()
    await page.getByRole('button', { name: translate(locale, 'Previous profiles') }).click()
    await expect.poll(position).toBeLessThan(afterNext)
    await row.focus()
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight')
    await expect.poll(position).toBeGreaterThan(start + 100)
    await expect(row.getByRole('heading', { level: 3 })).toHaveCount(8)
    await expectNoAxeViolations(page, { wholePage: false })
  })

  test(`the doctor slider's buttons are disabled at its ends and with one profile (${locale})`, async ({ mount, page }) => {
    const component = await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
    // aria-disabled, not disabled: a button pressed to the end keeps the keyboard focus.
    const previous = page.getByRole('button', { name: translate(locale, 'Previous profiles') })
    const next = page.getByRole('button', { name: translate(locale, 'Next profiles') })
    const row = page.getByRole('list', { name: 'Profiles' })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toHaveAttribute('aria-disabled', 'false')
    await row.evaluate((element) => element.scrollBy({ left: (document.dir === 'rtl' ? -1 : 1) * element.scrollWidth }))
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(previous).toHaveAttribute('aria-disabled', 'false')
    // Pressed at the end, Next keeps the focus and moves nothing.
    await next.focus()
    const end = await row.evaluate((element) => element.scrollLeft)
    await page.keyboard.press('Enter')
    await expect(next).toBeFocused()
    expect(await row.evaluate((element) => element.scrollLeft)).toBe(end)
    await expectNoAxeViolations(page, { wholePage: false })

    await component.update(<stories.OneProfile />)
    await expect(row.getByRole('listitem')).toHaveCount(1)
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toHaveAttribute('aria-disabled', 'true')
  })

  test(`the doctor slider drags from a photo like from anywhere else on a card (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
    const row = page.getByRole('list', { name: 'Profiles' })
    const photo = row.getByRole('listitem').first().locator('img').last()
    await expect(photo).toHaveAttribute('draggable', 'false')
    const box = await photo.boundingBox()
    if (!box) throw new Error('no layout')
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const travel = locale === 'ar' ? 80 : -80
    const dragged: string[] = []
    await page.exposeFunction('recordDrag', (what: string) => dragged.push(what))
    await page.evaluate(() =>
      document.addEventListener(
        'dragstart',
        (event) => !event.defaultPrevented && (window as unknown as { recordDrag(what: string): void }).recordDrag((event.target as Element).tagName),
      ),
    )
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(start.x + travel / 2, start.y, { steps: 4 })
    await page.mouse.move(start.x + travel, start.y, { steps: 4 })
    // While held, the row follows the pointer 1.25 times as far (it snaps to a card on release).
    expect(await row.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThanOrEqual(80 * 1.25 - 2)
    await page.mouse.up()
    expect(dragged).toEqual([])
  })
}
