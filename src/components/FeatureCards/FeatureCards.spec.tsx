import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './FeatureCards.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a list of cards, each titled by a heading of the level asked, with its text (${locale})`, async ({ mount, page }) => {
    const cards = await mount<HooksConfig>(<stories.ValuesEnglish />, { hooksConfig: { locale } })
    const items = page.getByRole('list').getByRole('listitem')
    await expect(items).toHaveCount(4)
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(translate(locale, 'Solidness'))
    await expect(items.first().getByRole('paragraph')).toHaveText(
      translate(locale, 'We build on sound finances, careful governance and long-term partnerships, so that clinics can rely on us year after year.'),
    )
    await expectNoAxeViolations(page, { wholePage: false })
    await cards.update(<stories.ValuesEnglish headingLevel={2} />)
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4)
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0)
  })
}
