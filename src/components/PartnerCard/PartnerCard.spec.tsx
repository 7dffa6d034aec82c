import { expect, test } from '@playwright/experimental-ct-react'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './PartnerCard.portable'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`partner card (${locale})`, () => {
    test('the pop-up is a modal dialog: focus in, trapped, Escape and backdrop close it, focus returns', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
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
      await mount<HooksConfig>(<stories.VideoPartnerEnglish />, { hooksConfig: { locale } })
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

    test('a partner wordmark shows the whole name at any width, named after the partner', async ({ mount, page }) => {
      await page.setViewportSize({ width: 320, height: 600 })
      await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale } })
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
  })
}
