import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './Page.portable'

const headLinks = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(`head ${selector}`).evaluateAll((elements) => elements.map((element) => (element as HTMLLinkElement).href))

for (const locale of ['en', 'ar'] as const) {
  test(`writes the head in the page's language (through Head) and shows its hero (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.Arabic /> : <stories.English />, { hooksConfig: { locale, path: '/find-us' } })
    const title = translate(locale, 'Find us')
    const site = translate(locale, 'Wahat Medical')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | ${site}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    const intro = translate(locale, 'Find dental providers and clinics that work with our products near you.')
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', intro)
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', locale === 'ar' ? 'ar_SA' : 'en_US')
    const [canonical] = await headLinks(page, 'link[rel="canonical"]')
    expect(canonical).toMatch(locale === 'ar' ? /^https?:\/\/[^/]+\/ar\/find-us$/ : /^https?:\/\/[^/]+\/find-us$/)
    const origin = new URL(canonical!).origin
    expect(await headLinks(page, 'link[rel="alternate"][hreflang]')).toEqual([`${origin}/find-us`, `${origin}/ar/find-us`, `${origin}/find-us`])
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}

test('a page not to be indexed says so and names no canonical or alternates', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.NotIndexed />, { hooksConfig: { locale: 'en', path: '/no-such-page' } })
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page).toHaveTitle('Find us | Wahat Medical')
  expect(await headLinks(page, 'link[rel="canonical"], link[rel="alternate"]')).toEqual([])
})
