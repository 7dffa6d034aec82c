import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './PageHero.portable'

test("a region named by the page's h1, with its intro; the illustration decorative, shown from 768px and not on phones", async ({ mount, page }) => {
  const hero = await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale: 'en' } })
  const region = page.getByRole('region', { name: 'About us' })
  await expect(region.getByRole('heading', { level: 1 })).toHaveText('About us')
  await expect(region.getByRole('paragraph')).toHaveText('Since 2009 we have brought trusted medical and dental technology to the region.')
  const art = page.locator('img')
  await expect(art).toHaveAttribute('alt', '')
  await expect(art).toHaveAttribute('loading', 'lazy')
  await expect(art).toBeVisible()
  await expectNoAxeViolations(page, { wholePage: false })
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(art).toBeHidden()
  await hero.update(<stories.HeadingOnly />)
  await expect(region.getByRole('paragraph')).toHaveCount(0)
})

test('the Arabic hero reads right to left', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.Arabic />, { hooksConfig: { locale: 'ar' } })
  await expect(page.getByRole('region', { name: 'من نحن' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // The text starts at the right: its heading's right edge beside the container's, far from its left.
  const { heading, page: width } = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => ({ heading: element.getBoundingClientRect(), page: document.documentElement.clientWidth }))
  expect(width - heading.right, 'room to the right of the heading').toBeLessThan(heading.left)
})

test("a code for a heading (the 404's) is the hero's anchor on a phone: at least twice the size of a page's title", async ({ mount, page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const hero = await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale: 'en' } })
  const size = () => page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
  const title = await size()
  await hero.update(<stories.DisplayHeading />)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  expect(await size()).toBeGreaterThanOrEqual(2 * title)
  await expectNoAxeViolations(page, { wholePage: false })
})
