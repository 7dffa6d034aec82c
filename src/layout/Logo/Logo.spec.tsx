import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './Logo.portable'

// Light on the header's teal (its Arabic story), dark on white.
const colours = { ar: 'rgb(255, 255, 255)', en: 'rgb(11, 79, 92)' }

for (const locale of ['en', 'ar'] as const) {
  test(`the site's name as text beside a decorative mark, in its tone (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.LightArabic /> : <stories.Dark />, { hooksConfig: { locale } })
    const name = page.getByText(translate(locale, 'Wahat Medical'), { exact: true })
    await expect(name).toBeVisible()
    expect(await name.evaluate((element) => getComputedStyle(element).color)).toBe(colours[locale])
    await expect(page.locator('svg')).toHaveAttribute('aria-hidden', 'true')
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
