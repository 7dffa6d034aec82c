import sharp from 'sharp'
import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './Icon.portable'

const directional = ['arrowForward', 'arrowBack']
const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)'

for (const locale of ['en', 'ar'] as const) {
  test(`icons are hidden from assistive technology; only the arrows turn round, in RTL (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.AllArabic /> : <stories.AllEnglish />, { hooksConfig: { locale } })
    const icons = page.locator('svg[data-icon]')
    await expect(icons).toHaveCount(16)
    const drawn = await icons.evaluateAll((elements) =>
      elements.map((element) => ({
        name: element.getAttribute('data-icon') ?? '',
        hidden: element.getAttribute('aria-hidden'),
        focusable: element.getAttribute('focusable'),
        transform: getComputedStyle(element).transform,
        width: element.getBoundingClientRect().width,
      })),
    )
    for (const icon of drawn) {
      expect(icon, icon.name).toMatchObject({ hidden: 'true', focusable: 'false', width: 24 })
      const turned = locale === 'ar' && directional.includes(icon.name)
      expect(icon.transform, icon.name).toBe(turned ? mirrored : 'none')
    }
    await expectNoAxeViolations(page, { wholePage: false })
  })
}

test('an icon is drawn at the size asked', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.Large />, { hooksConfig: { locale: 'en' } })
  const box = await page.locator('svg[data-icon="globe"]').boundingBox()
  expect(box).toMatchObject({ width: 48, height: 48 })
})

// An icon is its box's background through a mask: forced colours (Windows' contrast themes) paint
// backgrounds the system's Canvas, and the icon would vanish. What is drawn is read from the
// screen: the globe, in the forced text colour on the forced background.
test('in forced colours an icon is drawn in the forced colour of the text around it', async ({ mount, page }) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await mount<HooksConfig>(<stories.Large />, { hooksConfig: { locale: 'en' } })
  const icon = page.locator('svg[data-icon="globe"]')
  const text = await icon.evaluate((element) => getComputedStyle(element.parentElement!).color)
  const png = await icon.screenshot()
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = text.match(/\d+/g)!.map(Number)
  let inked = 0
  for (let at = 0; at < data.length; at += info.channels)
    if (Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!) < 60) inked += 1
  // The globe's strokes cover about a fifth of its box.
  expect(inked / (info.width * info.height)).toBeGreaterThan(0.1)
})
