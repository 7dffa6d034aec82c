import { expect, test } from '../../../../tests/support/component-tab'
import type { HooksConfig } from '../../../../playwright/index'
import { expectNoAxeViolations } from '../../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './RouteError.portable'

for (const locale of ['en', 'ar'] as const) {
  const home = locale === 'ar' ? '/ar' : '/'

  test(`a failing route shows a translated message and a way home (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.CrashEnglish />, { hooksConfig: { locale, router: false } })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(locale, 'Something went wrong'))
    await expect(
      page.getByText(translate(locale, 'Sorry, this page could not be shown. Please try again in a moment, or go back to the home page.')),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: translate(locale, 'Back Home') })).toHaveAttribute('href', home)
    await expect(page).toHaveTitle(`${translate(locale, 'Something went wrong')} | ${translate(locale, 'Wahat Medical')}`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    // The error's own text is for developers, not visitors.
    await expect(page.locator('body')).not.toContainText('The dashboard did not answer')
    await expectNoAxeViolations(page, { wholePage: false })
  })

  test(`the media center's failure is named in the visitor's language (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.MediaCenterFailure />, { hooksConfig: { locale, router: false } })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(locale, 'Unable to fetch Blogs'))
    await expect(page.getByRole('link', { name: translate(locale, 'Back Home') })).toHaveAttribute('href', home)
    await expect(page.locator('body')).not.toContainText('/api/blogs')
  })

  test(`a route answering 404 shows the not-found page (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.NotFound />, { hooksConfig: { locale, router: false } })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(page.getByText(translate(locale, 'Oops! The page you are looking for does not exist.'))).toBeVisible()
    await expect(page.getByRole('link', { name: translate(locale, 'Back Home') })).toHaveAttribute('href', home)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
