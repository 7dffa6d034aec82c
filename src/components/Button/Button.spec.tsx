import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './Button.portable'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test(`a button link goes to the path in the page's language, is a 44 px target and reads well in every tone (${locale})`, async ({
    mount,
    page,
  }) => {
    for (const Story of [stories.Primary, stories.Outline, stories.Light, stories.OutlineLight]) {
      const component = await mount<HooksConfig>(<Story />, { hooksConfig: { locale } })
      const link = page.getByRole('link', { name: 'Contact us' })
      await expect(link).toHaveAttribute('href', `${prefix}/contact-us`)
      const box = await link.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      // Contrast of the tone on its background (WCAG 1.4.3), among axe's rules.
      await expectNoAxeViolations(page, { wholePage: false })
      await component.unmount()
    }
  })
}

test("a class given beside the tone is added to the tone's (the header places its contact button with one)", async ({ mount, page }) => {
  const component = await mount<HooksConfig>(<stories.Primary />, { hooksConfig: { locale: 'en' } })
  const link = page.getByRole('link', { name: 'Contact us' })
  const tone = await link.getAttribute('class')
  expect(tone).toBeTruthy()
  await component.update(<stories.Primary className="placed" />)
  await expect(link).toHaveAttribute('class', `${tone} placed`)
})
