import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './NavList.portable'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test(`links in the page's language, the one to the page shown marked current; hidden when asked (${locale})`, async ({ mount, page }) => {
    const list = await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale, path: '/team' } })
    const links = page.getByRole('list').getByRole('link')
    await expect(links).toHaveText(['Home', 'About us', 'Our Team', 'Investors (IPO)'].map((label) => translate(locale, label)))
    expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
      ['/', '/about-us', '/team', '/initial-public-offering'].map((path) => (path === '/' ? prefix || '/' : `${prefix}${path}`)),
    )
    expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-current')))).toEqual([null, null, 'page', null])
    await expectNoAxeViolations(page, { wholePage: false })
    await list.update(<stories.English hidden />)
    await expect(page.getByRole('list')).toBeHidden()
  })
}
