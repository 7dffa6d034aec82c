import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './LinkCards.portable'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test(`a card with a path links there in the page's language, named after its title; the others have no link (${locale})`, async ({
    mount,
    page,
  }) => {
    await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(translate(locale, 'Implants'))
    // The home page's six highlights: only the medical card and the last one link.
    await expect(page.getByRole('listitem')).toHaveCount(6)
    const links = page.getByRole('link')
    await expect(links).toHaveCount(2)
    // The title is a visually hidden span after the visible text: the name puts a space between them.
    await expect(links.first()).toHaveAccessibleName(new RegExp(`^${translate(locale, 'Read more')} ?: ${translate(locale, 'Medical')}$`))
    await expect(links.first()).toHaveAttribute('href', `${prefix}/medical-division`)
    await expect(links.last()).toHaveAccessibleName(new RegExp(`^${translate(locale, 'Explore more')} ?: ${translate(locale, 'And much more')}$`))
    await expect(links.last()).toHaveAttribute('href', `${prefix}/divisions`)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
