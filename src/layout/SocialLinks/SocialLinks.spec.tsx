import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './SocialLinks.portable'

const networks = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X']

for (const locale of ['en', 'ar'] as const) {
  test(`five profiles, each named, opening in a new tab, a 44px target (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.LightArabic /> : <stories.LightEnglish />, { hooksConfig: { locale } })
    const list = page.getByRole('list', { name: translate(locale, 'Social media') })
    const links = list.getByRole('link')
    await expect(links).toHaveText(networks.map((name) => translate(locale, '{name} (opens in a new tab)').replace('{name}', name)))
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link.locator('svg[aria-hidden="true"]')).toHaveCount(1)
      expect(await link.boundingBox()).toMatchObject({ width: 44, height: 44 })
    }
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
