import { expect, test } from '@playwright/experimental-ct-react'
import type { HooksConfig } from '../../playwright/index'
import { expectNoAxeViolations } from '../support/axe'
import { translate } from '#tooling/catalog'
import { Board, BoardWithPhoto, InvestorChart, MedicalPartner, PartnerMarquee, PartnerWithPopup } from '../../stories/harness/CompanyHarness'
import { computedFigures } from '../support/figures'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`company components (${locale})`, () => {
    test('the pop-up is a modal dialog: focus in, trapped, Escape and backdrop close it, focus returns', async ({ mount, page }) => {
      await mount<HooksConfig>(<PartnerWithPopup />, { hooksConfig: { locale } })
      const open = page.getByRole('button', { name: new RegExp(translate(locale, 'View products')) })
      await open.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const close = dialog.getByRole('button', { name: translate(locale, 'Close') })
      await expect(close).toBeFocused()
      // The partner's catalogue and site open in a new tab that cannot reach back to this page.
      const links = await dialog.getByRole('link').all()
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      // The page behind is inert: its link cannot take focus.
      expect(await page.locator('a[href="#behind"]').evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false)
      const stops = await dialog.locator('a[href], button').count()
      for (let step = 0; step < stops * 2; step += 1) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      await expectNoAxeViolations(page, { wholePage: false })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()

      await open.click()
      await expect(dialog).toBeVisible()
      await page.mouse.click(5, 5) // the backdrop
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
    })

    test('the video pop-up loads its player only when opened, beside a plain link', async ({ mount, page }) => {
      const videoRequests: string[] = []
      page.on('request', (request) => {
        if (/youtube/.test(request.url())) videoRequests.push(request.url())
      })
      await page.route(/youtube/, (route) => route.abort())
      await mount<HooksConfig>(<MedicalPartner />, { hooksConfig: { locale } })
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(videoRequests).toEqual([])
      await page.getByRole('button', { name: new RegExp(translate(locale, 'Watch Video')) }).click()
      const frame = page.getByRole('dialog').locator('iframe')
      await expect(frame).toHaveCount(1)
      await expect(frame).toHaveAttribute('title', /\S/)
      const elsewhere = page
        .getByRole('dialog')
        .getByRole('link', { name: translate(locale, 'If the video does not play here, watch it on the video site') })
      await expect(elsewhere).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    })

    test('the marquee scrolls at 50px/s, pauses on its button, on hover and on focus', async ({ mount, page }) => {
      await mount<HooksConfig>(<PartnerMarquee />, { hooksConfig: { locale } })
      const pause = page.getByRole('button', { name: translate(locale, 'Pause partner logos') })
      await expect(pause).toHaveAttribute('aria-pressed', 'false')
      // The pointer away from the strip (hovering holds it): the headless shell puts it at the
      // top left corner, over a strip mounted there.
      await page.mouse.move(640, 790)
      const offset = () => page.locator('[role="group"] > div').evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41)
      const first = await offset()
      await page.waitForTimeout(1000)
      const moved = (await offset()) - first
      expect(Math.abs(moved)).toBeGreaterThan(35)
      expect(Math.abs(moved)).toBeLessThan(75)
      expect(Math.sign(moved)).toBe(locale === 'ar' ? 1 : -1)
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

    test('the chart is a named figure of the two stated years, in text, taller for the larger amount', async ({ mount, page }) => {
      await mount<HooksConfig>(<InvestorChart />, { hooksConfig: { locale } })
      const chart = page.getByRole('figure', { name: translate(locale, 'Sales stated by the company, in Saudi riyals') })
      const bars = chart.getByRole('listitem')
      await expect(bars).toHaveCount(2)
      // Each bar reads its year and amount, and nothing else.
      await expect(bars.nth(0)).toHaveText(translate(locale, '2020') + computedFigures[locale].salesFrom)
      await expect(bars.nth(1)).toHaveText(translate(locale, '2024') + computedFigures[locale].salesTo)
      const heights = await bars.evaluateAll((items) => items.map((item) => item.lastElementChild!.getBoundingClientRect().height))
      expect(heights[1]! / heights[0]!).toBeCloseTo(76 / 20, 1)
      await expect(chart.locator('[data-figure="growth"]')).toHaveText(computedFigures[locale].growth)
      await expectNoAxeViolations(page, { wholePage: false })
    })

    test('a partner wordmark shows the whole name at any width, named after the partner', async ({ mount, page }) => {
      await page.setViewportSize({ width: 320, height: 600 })
      await mount<HooksConfig>(<PartnerWithPopup />, { hooksConfig: { locale } })
      const logo = page.getByRole('article').locator('h3 svg')
      await expect(logo).toBeVisible()
      const [text, box] = await logo.evaluate((svg) => [svg.querySelector('text')!.getBoundingClientRect().right, svg.getBoundingClientRect().right])
      expect(text).toBeLessThanOrEqual(box! + 1)
      // The wordmark is the card's heading: the name is shown once, and the heading is named by it.
      const card = page.getByRole('article')
      await expect(card.getByRole('heading', { level: 3 })).toHaveAccessibleName('Nordenta')
      await expect(card.getByRole('heading', { level: 3 }).locator('svg text')).toHaveText('Nordenta')
      const shown = await card.evaluate((article) => {
        // Shown: not in the closed pop-up, not clipped to nothing for screen readers only.
        const hidden = (element: Element | null): boolean =>
          !!element &&
          element !== article &&
          (element.tagName === 'DIALOG' || getComputedStyle(element).clipPath !== 'none' || hidden(element.parentElement))
        const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT)
        let count = 0
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (hidden(node.parentElement)) continue
          count += (node.textContent ?? '').split('Nordenta').length - 1
        }
        return count
      })
      expect(shown).toBe(1)
    })

    test('portraits: the placeholder is decorative, a photo is named after its member; names break only between words', async ({ mount, page }) => {
      await mount<HooksConfig>(<BoardWithPhoto />, { hooksConfig: { locale } })
      const names = await page.getByRole('heading', { level: 3 }).allTextContents()
      await expect(page.getByRole('img')).toHaveCount(1)
      await expect(page.getByRole('img')).toHaveAccessibleName(names[0]!)
      await expect(page.locator('img[alt=""]')).toHaveCount(5)
      await expect(page.locator('img[alt=""]').first()).toHaveAttribute('src', /portrait-placeholder\.svg$/)
      // Each word of a name is kept whole: "Al-Qahtani" never splits at its hyphen.
      for (const word of await page.locator('h3 span').all()) await expect(word).toHaveCSS('white-space', 'nowrap')
      await expectNoAxeViolations(page, { wholePage: false })
    })

    test('six board members sit three and three', async ({ mount, page }) => {
      await page.setViewportSize({ width: 1200, height: 800 })
      await mount<HooksConfig>(<Board />, { hooksConfig: { locale } })
      const tops = await page.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(2)
      expect(tops.filter((top) => top === tops[0]).length).toBe(3)
    })
  })
}

test('under reduced motion the marquee stands still and offers no pause button', async ({ mount, page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await mount<HooksConfig>(<PartnerMarquee />, { hooksConfig: { locale: 'en' } })
  await expect(page.getByRole('img')).toHaveCount(4)
  await expect(page.getByRole('button')).toHaveCount(0)
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
})
