import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './NavSection.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a list named by its heading, of the level asked, holding the group's links (${locale})`, async ({ mount, page }) => {
    const section = await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale, path: '/team' } })
    const name = translate(locale, 'Company')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(name)
    const list = page.getByRole('list', { name })
    await expect(list.getByRole('link')).toHaveText(['Home', 'About us', 'Our Team', 'Investors (IPO)'].map((label) => translate(locale, label)))
    await expect(list.getByRole('link', { name: translate(locale, 'Our Team') })).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page, { wholePage: false })
    await section.update(<stories.LevelThree />)
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(name)
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0)
  })
}
