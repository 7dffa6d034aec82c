import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './Reveal.portable'

const cases = [
  { locale: 'en', text: 'Growth and profit stability' },
  { locale: 'ar', text: 'النمو واستقرار الأرباح' },
] as const

for (const { locale, text } of cases) {
  test(`a heading fades in word by word, 0.1s apart, once it is scrolled into view (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.English text={text} />, { hooksConfig: { locale } })
    const reveal = page.locator('[data-reveal]')
    const words = reveal.locator('span')
    await expect(words).toHaveCount(text.split(' ').length)
    await expect(reveal).toHaveAttribute('data-reveal', 'waiting')
    expect(await words.first().evaluate((word) => getComputedStyle(word).opacity)).toBe('0')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(text)

    await page.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded()
    await expect(reveal).toHaveAttribute('data-reveal', 'shown')
    const delays = await words.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).transitionDelay.split(',')[0]))
    expect(delays).toEqual(text.split(' ').map((_, index) => `${(index * 0.1).toFixed(1).replace(/\.0$/, '')}s`))
    await expect.poll(() => words.last().evaluate((word) => getComputedStyle(word).opacity)).toBe('1')
    await expectNoAxeViolations(page, { wholePage: false })
  })
}

test('under reduced motion the words are never hidden', async ({ mount, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await mount<HooksConfig>(<stories.English text="Forward strategy" />, { hooksConfig: { locale: 'en' } })
  await expect(page.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'static')
  expect(
    await page
      .locator('[data-reveal] span')
      .first()
      .evaluate((word) => getComputedStyle(word).opacity),
  ).toBe('1')
})
