import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './Icon.portable'

const directional = ['arrowForward', 'arrowBack']
const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)'

for (const locale of ['en', 'ar'] as const) {
  test(`icons are hidden from assistive technology; only the arrows turn round, in RTL (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.AllArabic /> : <stories.AllEnglish />, { hooksConfig: { locale } })
    const icons = page.locator('svg[data-icon]')
    await expect(icons).toHaveCount(16)
    const drawn = await icons.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute('data-icon') ?? '',
        hidden: element.getAttribute('aria-hidden'),
        focusable: element.getAttribute('focusable'),
        transform: getComputedStyle(element).transform,
        width: element.getBoundingClientRect().width,
      })),
    )
    for (const icon of drawn) {
      expect(icon, icon.name).toMatchObject({ hidden: 'true', focusable: 'false', width: 24 })
      const turned = locale === 'ar' && directional.includes(icon.name)
      expect(icon.transform, icon.name).toBe(turned ? mirrored : 'none')
    }
    await expectNoAxeViolations(page, { wholePage: false })
  })
}

test('an icon is drawn at the size asked', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.Large />, { hooksConfig: { locale: 'en' } })
  const box = await page.locator('svg[data-icon="globe"]').boundingBox()
  expect(box).toMatchObject({ width: 48, height: 48 })
})
