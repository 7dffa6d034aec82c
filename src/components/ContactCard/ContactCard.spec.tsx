import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './ContactCard.portable'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test(`the contact card leads to the contact page (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(translate(locale, "Have Questions? We're Here to Help!"))
    await expect(page.getByRole('link', { name: translate(locale, 'Contact us') })).toHaveAttribute('href', `${prefix}/contact-us`)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
