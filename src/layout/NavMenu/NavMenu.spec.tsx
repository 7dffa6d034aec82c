import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './NavMenu.portable'

// Its keys are the Header's tests (src/layout/Header/Header.spec.tsx), where the dropdowns are used together.
for (const locale of ['en', 'ar'] as const) {
  test(`on one of its pages it is marked, and opens on its links with that page current (${locale})`, async ({ mount, page }) => {
    const prefix = locale === 'ar' ? '/ar' : ''
    await mount<HooksConfig>(<stories.HoldsCurrentPage />, { hooksConfig: { locale, path: '/dental-division' } })
    const trigger = page.locator('summary')
    await expect(trigger).toHaveText(translate(locale, 'Divisions'))
    await expect(trigger).toHaveAttribute('data-current', 'true')
    const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    await expect(list).toBeHidden()
    const chevron = trigger.locator('svg[data-icon="chevronDown"]')
    expect(await chevron.evaluate((element) => getComputedStyle(element).transform)).toBe('none')

    await trigger.click()
    const links = list.getByRole('link')
    await expect(links).toHaveText(
      ['All divisions', 'Dental division', 'Medical division', 'Orthodontic division', 'Surgical division'].map((label) => translate(locale, label)),
    )
    await expect(links.nth(1)).toHaveAttribute('href', `${prefix}/dental-division`)
    await expect(list.locator('[aria-current="page"]')).toHaveText(translate(locale, 'Dental division'))
    // The chevron turns over while the list is open.
    await expect.poll(() => chevron.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none')
    await expectNoAxeViolations(page, { wholePage: false })

    await page.mouse.click(5, 700)
    await expect(list).toBeHidden()
  })
}
