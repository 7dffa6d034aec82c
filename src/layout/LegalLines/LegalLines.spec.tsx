import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './LegalLines.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`the rights line with this year and the site's name, and the terms as plain text (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
    const year = new Date().getUTCFullYear()
    const site = translate(locale, 'Wahat Medical')
    await expect(page.getByRole('paragraph')).toHaveText([
      translate(locale, '© {year} {site}. All rights reserved.').replace('{year}', String(year)).replace('{site}', site),
      translate(locale, 'Use of this website is subject to our terms and conditions.'),
    ])
    await expect(page.getByRole('link')).toHaveCount(0)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
