import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './Section.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a region named by its h2, holding its content (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.Arabic /> : <stories.English />, { hooksConfig: { locale } })
    const title = translate(locale, 'Courses and symposiums')
    const region = page.getByRole('region', { name: title })
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(region.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'events-heading')
    await expect(region.getByRole('paragraph')).toHaveText(
      translate(locale, 'Symposiums, hands-on courses and accredited continuing medical education for dental and medical professionals.'),
    )
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
