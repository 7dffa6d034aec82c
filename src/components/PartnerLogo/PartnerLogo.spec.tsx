import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './PartnerLogo.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a wordmark named for screen readers, its whole name drawn left to right after the mark (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.OnArabicPage /> : <stories.LongName />, { hooksConfig: { locale } })
    const logo = page.getByRole('img', { name: 'Helvimed Diagnostics', exact: true })
    await expect(logo).toHaveAttribute('lang', 'en')
    await expect(logo).toHaveAttribute('height', '40')
    const drawn = await logo.evaluate((svg) => {
      const box = (element: Element | null) => element?.getBoundingClientRect() ?? null
      const text = svg.querySelector('text')
      return { svg: box(svg), mark: box(svg.querySelector('[data-mark]')), text: box(text), direction: text ? getComputedStyle(text).direction : '' }
    })
    if (!drawn.svg || !drawn.mark || !drawn.text) throw new Error('the logo is not drawn')
    expect(drawn.direction).toBe('ltr')
    expect(drawn.text.left).toBeGreaterThanOrEqual(drawn.mark.right)
    expect(drawn.text.right).toBeLessThanOrEqual(drawn.svg.right + 0.5)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}

test('every partner has a mark of its own, and every wordmark keeps its name', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.EveryPartner />, { hooksConfig: { locale: 'en' } })
  const logos = page.getByRole('img')
  await expect(logos).toHaveCount(8)
  const drawn = await logos.evaluateAll((svgs) =>
    svgs.map((svg) => ({
      name: svg.getAttribute('aria-label'),
      mark: svg.querySelector('[data-mark]')?.innerHTML,
      colour: svg.querySelector('[data-mark]')?.getAttribute('fill'),
    })),
  )
  expect(new Set(drawn.map(({ mark }) => mark)).size).toBe(drawn.length)
  expect(new Set(drawn.map(({ colour }) => colour)).size).toBe(drawn.length)
  expect(drawn.every(({ name }) => name && name.length > 0)).toBe(true)
  await expectNoAxeViolations(page, { wholePage: false })
})
