import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './Pagination.portable'

// Which page numbers show is pageWindow's unit test; here: the links, their names and their direction.
for (const locale of ['en', 'ar'] as const) {
  test(`previous, numbers around the current page and next, their arrows pointing the reading way (${locale})`, async ({ mount, page }) => {
    const story = locale === 'ar' ? <stories.MiddleArabic /> : <stories.MiddleEnglish />
    await mount<HooksConfig>(story, { hooksConfig: { locale, path: '/news/page/42' } })
    const prefix = locale === 'ar' ? '/ar' : ''
    const nav = page.getByRole('navigation', { name: translate(locale, 'Pages') })
    const pageName = (number: number) => translate(locale, 'Page {number}').replace('{number}', String(number))
    const previous = nav.getByRole('link', { name: translate(locale, 'Previous') })
    const next = nav.getByRole('link', { name: translate(locale, 'Next') })
    await expect(previous).toHaveAttribute('href', `${prefix}/news/page/41`)
    await expect(previous).toHaveAttribute('rel', 'prev')
    await expect(next).toHaveAttribute('href', `${prefix}/news/page/43`)
    await expect(next).toHaveAttribute('rel', 'next')
    await expect(nav.getByRole('link', { name: pageName(42), exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: pageName(1), exact: true })).toHaveAttribute('href', `${prefix}/news`)
    await expect(nav.getByRole('link', { name: pageName(84), exact: true })).toHaveAttribute('href', `${prefix}/news/page/84`)
    // Previous comes first in reading order: at the left in English, at the right in Arabic, its arrow pointing back.
    const previousBox = await previous.boundingBox()
    const nextBox = await next.boundingBox()
    if (!previousBox || !nextBox) throw new Error('the step links are not drawn')
    expect(previousBox.x < nextBox.x).toBe(locale === 'en')
    const arrows = await nav.locator('svg[data-icon]').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform))
    expect(arrows).toEqual(locale === 'ar' ? ['matrix(-1, 0, 0, 1, 0, 0)', 'matrix(-1, 0, 0, 1, 0, 0)'] : ['none', 'none'])
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
