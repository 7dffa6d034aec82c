import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import { expectedNavigation, hrefOf } from '../../../tests/support/navigation-table'
import stories from './Footer.portable'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test.describe(`Footer (${locale})`, () => {
    test('has a site map of every screen in four columns, the logo, legal lines, credit and social links', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale, path: '/team' } })
      const nav = page.getByRole('navigation', { name: translate(locale, 'Footer') })
      const links = nav.getByRole('link')
      await expect(links).toHaveText(expectedNavigation.footer.links.map((label) => translate(locale, label)))
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        expectedNavigation.footer.links.map((screen) => hrefOf(screen, locale)),
      )
      const headings = nav.getByRole('heading', { level: 2 })
      await expect(headings).toHaveText(expectedNavigation.footer.sections.map((label) => translate(locale, label)))
      await expect(nav.getByRole('list', { name: translate(locale, 'Divisions') }).getByRole('link')).toHaveCount(6)
      await expect(nav.getByRole('link', { name: translate(locale, 'Our Team') })).toHaveAttribute('aria-current', 'page')
      // Four columns side by side on wide screens: the headings share one row.
      const tops = await headings.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: translate(locale, 'Wahat Medical') })).toHaveAttribute(
        'href',
        prefix || '/',
      )

      const year = new Date().getUTCFullYear()
      const site = translate(locale, 'Wahat Medical')
      await expect(page.getByRole('contentinfo')).toContainText(
        translate(locale, '© {year} {site}. All rights reserved.').replace('{year}', String(year)).replace('{site}', site),
      )
      const terms = page.getByText(translate(locale, 'Use of this website is subject to our terms and conditions.'))
      await expect(terms).toBeVisible()
      expect(await terms.evaluate((element) => element.closest('a'))).toBeNull()

      const credit = page.getByRole('link', { name: /Nakhla Studio/ })
      await expect(credit).toHaveAttribute('target', '_blank')
      await expect(credit).toHaveAttribute('rel', 'noopener noreferrer')

      for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X']) {
        const link = page.getByRole('link', { name: translate(locale, '{name} (opens in a new tab)').replace('{name}', network), exact: true })
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAttribute('href', /^https:\/\//)
      }
      await expectNoAxeViolations(page, { wholePage: false })
    })

    test('fades in upward once scrolled into view', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.BelowTheFold />, { hooksConfig: { locale } })
      const reveal = page.locator('footer [data-reveal]')
      await expect(reveal).toHaveAttribute('data-reveal', 'waiting')
      expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(reveal).toHaveAttribute('data-reveal', 'shown')
      await expect.poll(() => reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    })

    test('stays visible without animation under reduced motion', async ({ mount, page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await mount<HooksConfig>(<stories.BelowTheFold />, { hooksConfig: { locale } })
      const reveal = page.locator('footer [data-reveal]')
      await expect(reveal).toHaveAttribute('data-reveal', 'static')
      expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    })
  })
}
