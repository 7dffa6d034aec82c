import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './CategoryTabs.portable'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`category tabs (${locale})`, () => {
    test('move with the arrow keys (mirrored in RTL), Home and End, and select what they focus', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
      const tabs = page.getByRole('tab')
      await expect(tabs).toHaveCount(4)
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1')
      await tabs.nth(0).focus()
      const next = locale === 'ar' ? 'ArrowLeft' : 'ArrowRight'
      const previous = locale === 'ar' ? 'ArrowRight' : 'ArrowLeft'
      await page.keyboard.press(next)
      await expect(tabs.nth(1)).toBeFocused()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toHaveText('Products of Biologics')
      await page.keyboard.press('End')
      await expect(tabs.nth(3)).toBeFocused()
      await page.keyboard.press(next) // wraps round
      await expect(tabs.nth(0)).toBeFocused()
      await page.keyboard.press(previous)
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
      await expectNoAxeViolations(page, { wholePage: false })
    })

    test('can be dragged sideways without the drag selecting a tab, and still clicked', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
      const list = page.getByRole('tablist')
      const box = await list.boundingBox()
      if (!box) throw new Error('no layout')
      const before = await list.evaluate((element) => element.scrollLeft)
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      const travel = locale === 'ar' ? 80 : -80
      await page.mouse.move(start.x, start.y)
      await page.mouse.down()
      await page.mouse.move(start.x + travel / 2, start.y, { steps: 4 })
      await page.mouse.move(start.x + travel, start.y, { steps: 4 })
      await page.mouse.up()
      const after = await list.evaluate((element) => element.scrollLeft)
      // 80px of pointer travel scroll the strip 1.25 times as far.
      expect(Math.abs(after - before)).toBeGreaterThanOrEqual(80 * 1.25 - 2)
      await expect(page.getByRole('tab', { selected: true })).toHaveText('Implants')
      await page.getByRole('tab', { name: 'Orthodontics' }).click()
      await expect(page.getByRole('tab', { name: 'Orthodontics' })).toHaveAttribute('aria-selected', 'true')
    })
  })
}

test('a cancelled drag ends: the strip no longer follows the pointer', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale: 'en' } })
  const list = page.getByRole('tablist')
  const box = await list.boundingBox()
  if (!box) throw new Error('no layout')
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x - 40, start.y, { steps: 4 })
  // The browser takes the gesture over (a touch-action pan, a lost pointer capture).
  await list.evaluate((element) => element.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true })))
  const cancelled = await list.evaluate((element) => element.scrollLeft)
  await page.mouse.move(start.x - 80, start.y, { steps: 4 })
  expect(await list.evaluate((element) => element.scrollLeft)).toBe(cancelled)
  // Snapping is back once the drag has ended.
  expect(await list.evaluate((element) => element.style.scrollSnapType)).toBe('')
  await page.mouse.up()
})
