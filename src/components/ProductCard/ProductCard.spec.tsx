import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { builtPicture } from '../../../stories/fixtures/pictures'
import { products } from '../../../stories/fixtures/products'
import stories from './ProductCard.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a product card is a disclosure that expands and collapses (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.Collapsed />, { hooksConfig: { locale } })
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
    await mount<HooksConfig>(<stories.Expanded product={product} />, { hooksConfig: { locale } })
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
}

test('under reduced motion a product card opens without animation', async ({ mount, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await mount<HooksConfig>(<stories.Collapsed product={products[1]!} />, { hooksConfig: { locale: 'en' } })
  const durations = await page
    .locator('article *')
    .evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).transitionDuration)))
  expect(Math.max(...durations)).toBeLessThan(0.001)
})
