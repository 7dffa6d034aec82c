import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './Marquee.portable'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`marquee (${locale})`, () => {
    test('the marquee scrolls at 50px/s, pauses on its button, on hover and on focus', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
      const pause = page.getByRole('button', { name: translate(locale, 'Pause partner logos') })
      await expect(pause).toHaveAttribute('aria-pressed', 'false')
      // A discreet icon button: no words beside the logos, a target of at least 24x24 px, the ring when focused.
      await expect(pause).toHaveText('')
      await expect(pause.locator('[data-icon="pause"]')).toBeVisible()
      const target = await pause.boundingBox()
      expect(target?.width).toBeGreaterThanOrEqual(24)
      expect(target?.height).toBeGreaterThanOrEqual(24)
      const logo = await page.getByRole('img').first().boundingBox()
      expect(target!.height).toBeLessThan(logo!.height)
      await pause.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      expect(await pause.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
      // The pointer away from the strip (hovering holds it): the headless shell puts it at the
      // top left corner, over a strip mounted there.
      await page.mouse.move(640, 790)
      const track = page.locator('[role="group"] > div')
      const offset = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)
      // Where the track is, and when: the speed is measured against the page's own clock, so a
      // busy machine that delays a reading does not change it.
      const reading = () => track.evaluate((element) => ({ x: new DOMMatrix(getComputedStyle(element).transform).m41, at: performance.now() }))
      const first = await reading()
      await page.waitForTimeout(1000)
      const second = await reading()
      const speed = ((second.x - first.x) / (second.at - first.at)) * 1000
      expect(Math.abs(speed)).toBeGreaterThan(40)
      expect(Math.abs(speed)).toBeLessThan(60)
      expect(Math.sign(speed)).toBe(locale === 'ar' ? 1 : -1)
      // Only one copy of the logos is exposed to assistive technology.
      await expect(page.getByRole('img')).toHaveCount(4)
      await expectNoAxeViolations(page, { wholePage: false })

      await pause.click()
      const play = page.getByRole('button', { name: translate(locale, 'Play partner logos') })
      await expect(play).toHaveAttribute('aria-pressed', 'true')
      // The animation pauses in an effect, after the render that shows the pressed button.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      const stopped = await offset()
      await page.waitForTimeout(400)
      expect(await offset()).toBe(stopped)
      await play.click()
      await page.getByRole('group').hover()
      await page.waitForTimeout(100) // the pause takes effect on the next render
      const held = await offset()
      await page.waitForTimeout(400)
      expect(await offset()).toBe(held)
    })
  })
}

test('under reduced motion the marquee stands still and offers no pause button', async ({ mount, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale: 'en' } })
  await expect(page.getByRole('img')).toHaveCount(4)
  await expect(page.getByRole('button')).toHaveCount(0)
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
})
