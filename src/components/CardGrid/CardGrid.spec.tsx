import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './CardGrid.portable'

// The stories' counts in a section 1100px wide (three columns from 1000px) and 700px wide (two
// from 600px): the cards of each row, and how much of the row they fill.
const expected = {
  1100: { One: [1], Few: [3], FirstSpans: [2, 3], Many: [3, 3, 3, 3], Longer: [3, 3, 3, 3, 3, 3] },
  700: { One: [1], Few: [1, 2], FirstSpans: [1, 2, 2], Many: [2, 2, 2, 2, 2, 2], Longer: [2, 2, 2, 2, 2, 2, 2, 2, 2] },
}

for (const locale of ['en', 'ar'] as const) {
  test(`every row of a grid is full, the first card spanning what the last row would lack, in a section 1100 and 700px wide (${locale})`, async ({
    mount,
    page,
  }) => {
    for (const [width, rowsOf] of Object.entries(expected)) {
      await page.setViewportSize({ width: Number(width), height: 800 })
      // Each story written as an element: the component tests' transform replaces a story with its
      // reference only where it is drawn in JSX.
      for (const [name, story] of [
        ['One', <stories.One />],
        ['Few', <stories.Few />],
        ['FirstSpans', <stories.FirstSpans />],
        ['Many', <stories.Many />],
        ['Longer', <stories.Longer />],
      ] as const) {
        const grid = await mount<HooksConfig>(story, { hooksConfig: { locale } })
        const rows = await page.locator('ul').evaluate((list) => {
          const room = list.getBoundingClientRect().width
          const rows = new Map<number, { cards: number; start: number; end: number }>()
          for (const card of list.children) {
            const box = card.getBoundingClientRect()
            const row = rows.get(Math.round(box.top)) ?? { cards: 0, start: Infinity, end: -Infinity }
            rows.set(Math.round(box.top), { cards: row.cards + 1, start: Math.min(row.start, box.left), end: Math.max(row.end, box.right) })
          }
          return [...rows.values()].map(({ cards, start, end }) => ({ cards, filled: `${Math.round(((end - start) / room) * 100)}%` }))
        })
        expect(rows, `${name} at ${width}px: the cards of each row and the share of the row they fill`).toEqual(
          rowsOf[name].map((cards) => ({ cards, filled: '100%' })),
        )
        if (name === 'Many' && width === '1100') await expectNoAxeViolations(page, { wholePage: false })
        await grid.unmount()
      }
    }
  })
}
