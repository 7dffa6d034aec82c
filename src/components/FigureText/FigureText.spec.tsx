import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './FigureText.portable'

// The sales sentence of the investors' page: its placeholders in the order each language writes them.
const expected = {
  en: {
    figures: ['salesFrom', 'salesFromYear', 'salesTo', 'salesToYear', 'growth'],
    texts: ['SAR 20 million', '2020', 'SAR 76 million', '2024', '3.8x'],
  },
  ar: { numbers: ['20', '2020', '76', '2024', '3.8'] },
}

for (const locale of ['en', 'ar'] as const) {
  test(`puts each figure into its text, on one line, in the page's language (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.SalesArabic /> : <stories.SalesEnglish />, { hooksConfig: { locale } })
    const text = page.locator('p')
    await expect(text).not.toContainText('{')
    const figures = text.locator('[data-figure]')
    await expect(figures).toHaveCount(5)
    const shown = await figures.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute('data-figure') ?? '',
        text: element.textContent ?? '',
        wrap: getComputedStyle(element).whiteSpace,
      })),
    )
    for (const figure of shown) expect(figure.wrap, figure.name).toBe('nowrap')
    if (locale === 'en') {
      await expect(text).toHaveText(/^Sales grew from SAR 20 million in 2020 to SAR 76 million in 2024, 3\.8x in four years/)
      expect(shown.map((figure) => figure.name)).toEqual(expected.en.figures)
      expect(shown.map((figure) => figure.text)).toEqual(expected.en.texts)
    } else {
      // The same order in Arabic; amounts in Arabic words with Western digits (decision 0010).
      expect(shown.map((figure) => figure.name)).toEqual(expected.en.figures)
      expect(shown.map((figure) => figure.text.match(/\d+(\.\d+)?/)?.[0])).toEqual(expected.ar.numbers)
      expect(shown[0]!.text).toBe('20 مليون ريال')
      await expect(text).not.toContainText('SAR')
    }
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
