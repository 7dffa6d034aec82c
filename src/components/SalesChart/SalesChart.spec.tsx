import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import { computedFigures } from '../../../tests/support/figures'
import stories from './SalesChart.portable'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`sales chart (${locale})`, () => {
    test('the chart is a named figure of the two stated years, in text, taller for the larger amount', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
      const chart = page.getByRole('figure', { name: translate(locale, 'Sales stated by the company, in Saudi riyals') })
      const bars = chart.getByRole('listitem')
      await expect(bars).toHaveCount(2)
      // Each bar reads its year and amount, and nothing else.
      await expect(bars.nth(0)).toHaveText(translate(locale, '2020') + computedFigures[locale].salesFrom)
      await expect(bars.nth(1)).toHaveText(translate(locale, '2024') + computedFigures[locale].salesTo)
      const heights = await bars.evaluateAll((items) => items.map((item) => item.lastElementChild!.getBoundingClientRect().height))
      expect(heights[1]! / heights[0]!).toBeCloseTo(76 / 20, 1)
      // Each amount stands on its own bar, not at the top of the chart above a short one.
      const gaps = await bars.evaluateAll((items) =>
        items.map((item) => item.lastElementChild!.getBoundingClientRect().top - item.children[1]!.getBoundingClientRect().bottom),
      )
      for (const gap of gaps) expect(gap).toBeLessThan(12)
      await expect(chart.locator('[data-figure="growth"]')).toHaveText(computedFigures[locale].growth)
      await expectNoAxeViolations(page, { wholePage: false })
    })
  })
}
