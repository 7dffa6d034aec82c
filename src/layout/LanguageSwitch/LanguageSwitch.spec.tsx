import { expect, test } from '../../../tests/support/component-tab'
import stories from './LanguageSwitch.portable'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'

const cases = [
  { locale: 'en', name: 'العربية', lang: 'ar', href: '/ar/about-us', stored: 'ar' },
  { locale: 'ar', name: 'English', lang: 'en', href: '/about-us', stored: 'en' },
] as const

for (const { locale, name, lang, href, stored } of cases) {
  test(`on ${locale} pages it names the other language, links to the same page in it, and stores the choice only when used`, async ({
    mount,
    page,
  }) => {
    await mount<HooksConfig>(<stories.OnEnglishPage />, { hooksConfig: { locale, path: '/about-us' } })
    const link = page.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('lang', lang)
    await expect(link).toHaveAttribute('hreflang', lang)
    // What the page's loader stores at a tap before hydration (scripts/export/page-loader.js).
    await expect(link).toHaveAttribute('data-store-key', 'app_language')
    await expect(link).toHaveAttribute('data-store-value', stored)
    await expectNoAxeViolations(page, { wholePage: false })

    // Being shown stores nothing: only its use is a choice.
    expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBeNull()
    await link.focus()
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBe(stored)
  })
}
