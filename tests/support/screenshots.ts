import type { Page } from '@playwright/test'
import { settle } from './audit/audit'

/**
 * The font Chromium drew each element's text with, asked through the DevTools protocol
 * (`CSS.getPlatformFontsForNode`: what was painted, not what the CSS asks for): the face of most
 * of its glyphs, and whether it is a web font. An Arabic paragraph's Latin words and digits are
 * drawn in Inter's fallback (docs/decisions/0026), so the face of most glyphs is the one that counts.
 */
export async function drawnFonts(page: Page, selectors: string[]): Promise<Record<string, { family?: string; web?: boolean }>> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const drawn: Record<string, { family?: string; web?: boolean }> = {}
    for (const selector of selectors) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
      if (!nodeId) throw new Error(`${page.url()} has no ${selector}`)
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      const main = fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0]
      drawn[selector] = { family: main?.familyName, web: main?.isCustomFont }
    }
    return drawn
  } finally {
    await cdp.detach()
  }
}

/** The brand's face of each language's text (src/theme/fonts.css). */
export const brandFace = (locale: string) => (locale === 'ar' ? 'IBM Plex Sans Arabic' : 'Inter')

/**
 * The page as a screenshot must find it, the same on every run: every image loaded and decoded
 * (lazy ones too, which a full-page screenshot does not scroll to), and the heading drawn in the
 * brand's face. With `font-display: optional` a face that was late is not drawn on that page (a
 * first visit on a busy machine, or a tab whose routes turned off the cache); reloaded, it comes
 * from the cache in time, and settled again (tests/support/audit/audit.ts).
 */
export async function steadyForScreenshot(page: Page): Promise<void> {
  const face = brandFace((await page.locator('html').getAttribute('lang')) ?? 'en')
  for (let attempt = 0; ; attempt += 1) {
    if ((await drawnFonts(page, ['h1'])).h1?.family === face) break
    if (attempt === 2) throw new Error(`${page.url()}: the h1 is not drawn in ${face} after three loads`)
    await page.reload()
    await settle(page)
  }
  await imagesLoaded(page)
}

/**
 * Every image of the page loaded and decoded, or failed, lazy ones started: a full-page
 * screenshot makes the whole page the viewport, which would start them mid-capture, and one that
 * loads or fails then changes the page between the two frames the screenshot waits to be alike.
 */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
  })
}

/** A screen's screenshot in tests/screenshots/pages/: `en-home-390.png`, `ar-find-us-1440.png`. */
export const screenshotName = (locale: string, screen: string, width: number) =>
  `${locale}${screen === '/' ? '-home' : screen.replaceAll('/', '-')}-${width}.png`
