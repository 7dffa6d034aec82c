import { expect, test } from '@playwright/experimental-ct-react'
import { ProductCard } from '#src/components/ProductCard/ProductCard'
import type { HooksConfig } from '../../playwright/index'
import { expectNoAxeViolations } from '../support/axe'
import { translate } from '#tooling/catalog'
import { builtPicture } from '../../stories/harness/pictures'
import { products } from '../../stories/harness/products'
import { SliderHarness } from './harness/SliderHarness'
import { TabsHarness } from '../../stories/harness/TabsHarness'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`category tabs (${locale})`, () => {
    test('move with the arrow keys (mirrored in RTL), Home and End, and select what they focus', async ({ mount, page }) => {
      await mount<HooksConfig>(<TabsHarness />, { hooksConfig: { locale } })
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
      await mount<HooksConfig>(<TabsHarness />, { hooksConfig: { locale } })
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

  test(`a product card is a disclosure that expands and collapses (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<ProductCard product={products[0]!} />, { hooksConfig: { locale } })
    const details = page.locator('details')
    const toggle = details.locator('summary')
    const open = () => details.evaluate((element) => (element as HTMLDetailsElement).open)
    await expect(toggle.getByRole('heading', { level: 3 })).toHaveText(products[0]!.title)
    expect(await open()).toBe(false)
    await expect(page.getByText(products[0]!.short_description)).toBeVisible()
    await expect(page.getByText(products[0]!.description)).toBeHidden()
    await expect(page.locator('[data-icon="plus"]')).toBeVisible()
    await expect(page.locator('[data-icon="minus"]')).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(open).toBe(true)
    await expect(page.getByText(products[0]!.description)).toBeVisible()
    const image = page.getByRole('img', { name: products[0]!.image.alt })
    await expect(image).toBeVisible()
    await expect(page.locator('[data-icon="minus"]')).toBeVisible()
    await expect(page.getByText(products[0]!.short_description)).toBeHidden()
    // The height animates over 0.3s where the browser animates a <details>.
    const duration = await details.evaluate((element) => getComputedStyle(element, '::details-content').transitionDuration)
    expect(duration.split(', ')[0]).toBe('0.3s')
    await expectNoAxeViolations(page, { wholePage: false })
    await page.keyboard.press('Space')
    await expect.poll(open).toBe(false)
  })

  test(`an expanded product's image keeps its aspect ratio and is never wider than its source (${locale})`, async ({ mount, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // A 352 px source, as the dashboard's product photos often are: drawn at most 352 px wide.
    const variants = { ...builtPicture.variants!, widths: [320, 352], width: 352, height: 220 }
    const product = { ...products[0]!, image: { ...builtPicture, variants } }
    await mount<HooksConfig>(<ProductCard product={product} defaultExpanded />, { hooksConfig: { locale } })
    const frame = page
      .locator('details span')
      .filter({ has: page.getByRole('img', { name: product.image.alt }) })
      .first()
    const box = await frame.boundingBox()
    if (!box || !product.image.variants) throw new Error('no layout, or a picture without variants')
    expect(box.width).toBeLessThanOrEqual(product.image.variants.width)
    expect(box.width / box.height).toBeCloseTo(product.image.variants.width / product.image.variants.height, 1)
    expect(box.height).toBeLessThanOrEqual(22 * 16 + 1)
  })

  test(`the doctor slider moves with its buttons and the arrow keys (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<SliderHarness />, { hooksConfig: { locale } })
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
    const component = await mount<HooksConfig>(<SliderHarness />, { hooksConfig: { locale } })
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

    await component.update(<SliderHarness count={1} />)
    await expect(row.getByRole('listitem')).toHaveCount(1)
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toHaveAttribute('aria-disabled', 'true')
  })

  test(`the doctor slider drags from a photo like from anywhere else on a card (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<SliderHarness />, { hooksConfig: { locale } })
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

test('under reduced motion a product card opens without animation', async ({ mount, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await mount<HooksConfig>(<ProductCard product={products[1]!} />, { hooksConfig: { locale: 'en' } })
  const durations = await page
    .locator('article *')
    .evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).transitionDuration)))
  expect(Math.max(...durations)).toBeLessThan(0.001)
})
