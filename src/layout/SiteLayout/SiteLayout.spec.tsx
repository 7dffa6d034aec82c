import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './SiteLayout.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a page in the header and footer, its first tab stop skipping to the content (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.Arabic /> : <stories.English />, { hooksConfig: { locale, router: false } })
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(translate(locale, 'Find us'))
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: translate(locale, 'Skip to content') })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(main).toBeFocused()
    await expectNoAxeViolations(page)
  })
}
