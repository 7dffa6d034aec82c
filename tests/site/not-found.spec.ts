import { expect, test } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { languages } from '../support/site'

// An address the site does not have. Every page it has is pre-rendered, complete and hydrates
// cleanly: tests/audit/every-page.spec.ts.

for (const language of languages) {
  test(`unknown ${language.prefix || 'English'} paths answer the 404 page in the right language`, async ({ page }) => {
    const response = await page.goto(`${language.prefix}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
    await expect(page.locator('h1')).toHaveText('404')
    const home = page.getByRole('link', { name: translate(language.locale, 'Back Home'), exact: true })
    await expect(home).toHaveAttribute('href', language.prefix || '/')
    await expect(page.locator('main')).toContainText(translate(language.locale, 'Oops! The page you are looking for does not exist.'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
}
