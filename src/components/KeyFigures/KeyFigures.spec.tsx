import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './KeyFigures.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`each figure a term and its value, the value drawn above its label, no row left short (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.AboutCompact />, { hooksConfig: { locale } })
    const terms = page.locator('dt')
    await expect(terms).toHaveCount(3)
    await expect(terms.first()).toHaveText(translate(locale, 'Founded'))
    await expect(page.locator('dd [data-figure="foundedYear"]')).toHaveText(translate(locale, '2009'))
    const boxes = await page.locator('dl > div').evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().toJSON() as DOMRect))
    const [first, second, third] = boxes
    // The first tile spans the row; the other two share the next one, edge to edge with it (in either direction).
    const secondRow = Math.max(second!.right, third!.right) - Math.min(second!.left, third!.left)
    expect(Math.abs(first!.width - secondRow)).toBeLessThanOrEqual(1)
    expect(Math.abs(second!.top - third!.top)).toBeLessThanOrEqual(1)
    const value = await page.locator('dd').first().boundingBox()
    const label = await terms.first().boundingBox()
    expect(value!.y).toBeLessThan(label!.y)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
