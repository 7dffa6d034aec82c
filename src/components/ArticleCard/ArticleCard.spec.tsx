import { test as freshPage } from '@playwright/experimental-ct-react'
import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './ArticleCard.portable'

for (const locale of ['en', 'ar'] as const) {
  const prefix = locale === 'ar' ? '/ar' : ''

  test(`an article card is one link named by its title, with its date in the page's locale (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(
      <stories.NewsEnglish to="/news/4" title="Short implants" description="Now in the Kingdom." tag="Product launch" date="2025-04-22T08:00:00Z" />,
      { hooksConfig: { locale } },
    )
    const links = page.getByRole('link')
    await expect(links).toHaveCount(1)
    await expect(links).toHaveAccessibleName('Short implants')
    await expect(links).toHaveAttribute('href', `${prefix}/news/4`)
    const expected = locale === 'ar' ? '22 أبريل 2025' : 'April 22, 2025' // ar-EG month names, Western digits
    await expect(page.locator('time')).toHaveText(expected)
    await expect(page.locator('time')).toHaveAttribute('datetime', '2025-04-22')
    await expectNoAxeViolations(page, { wholePage: false })
  })
}

test('cards of a row share one height and their "Read more" lines up; seven cards leave no lone card in a row', async ({ mount, page }) => {
  await page.setViewportSize({ width: 1100, height: 900 })
  await mount<HooksConfig>(<stories.SevenInAGrid />, { hooksConfig: { locale: 'en' } })
  const cards = await page.locator('article').evaluateAll((articles) =>
    articles.map((article) => {
      const box = article.getBoundingClientRect()
      return {
        top: Math.round(box.top),
        height: Math.round(box.height),
        more: Math.round(article.querySelector('[aria-hidden="true"]:last-child')!.getBoundingClientRect().bottom),
      }
    }),
  )
  const rows = new Map<number, typeof cards>()
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card])
  // A section 1000px wide or more holds three columns: the first card is featured across the
  // row (its picture beside its text), then 3 + 3.
  expect([...rows.values()].map((row) => row.length)).toEqual([1, 3, 3])
  for (const row of rows.values()) {
    expect(new Set(row.map((card) => card.height)).size).toBe(1)
    expect(new Set(row.map((card) => card.more)).size).toBe(1)
  }
})

// A first visit draws the text in the local fallback faces when the web fonts are late
// (font-display: optional), for the whole page. Titles must fit a row of three in those too: the
// fixture's longest Arabic title ran to four lines at 302px. A page of its own, with the web
// fonts refused, because the worker's tab has them loaded already.
for (const fonts of ['web fonts', 'fallback fonts'] as const) {
  freshPage(`three cards of long Arabic titles keep each title within three lines (${fonts})`, async ({ mount, page }) => {
    if (fonts === 'fallback fonts') await page.route(/\.woff2$/, (route) => route.abort())
    await page.setViewportSize({ width: 1280, height: 900 })
    await mount<HooksConfig>(<stories.LongArabicTitles />, { hooksConfig: { locale: 'ar' } })
    const titles = await page.locator('article h3').evaluateAll((headings) =>
      headings.map((heading) => {
        const range = document.createRange()
        range.selectNodeContents(heading)
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        return { width: Math.round(heading.getBoundingClientRect().width), lines }
      }),
    )
    const arabicFaces = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.includes('Plex Sans Arabic') && !face.family.includes('Fallback')).map((face) => face.status),
    )
    // Every face of the web font in the state the case is about (and there are faces: an empty list would say nothing).
    expect([...new Set(arabicFaces)]).toEqual([fonts === 'web fonts' ? 'loaded' : 'error'])
    // Three columns, the cards' text 302px wide as on the site's event pages at 1280px.
    expect(titles.map((title) => title.width)).toEqual([302, 302, 302])
    expect(Math.max(...titles.map((title) => title.lines))).toBeLessThanOrEqual(3)
  })
}
