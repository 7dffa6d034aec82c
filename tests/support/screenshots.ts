import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { test, type Page } from '@playwright/test'
import { settle } from './audit/audit'

/**
 * The font Chromium drew each element's text with, asked through the DevTools protocol
 * (`CSS.getPlatformFontsForNode`: what was painted, not what the CSS asks for): the face of most
 * of its glyphs, and whether it is a web font.
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

/** The families of the site's own font files (src/theme/fonts.css), as Chromium names what it drew with. */
const siteFamilies = ['Inter', 'IBM Plex Sans Arabic']

/**
 * Every text the page draws now (its text nodes, the browser's own inside form controls, the
 * content of ::before and ::after) whose glyphs came, in part or whole, from a font that is not
 * the site's (decision 0043): a system font (`isCustomFont` false), or a family the site does not
 * ship (a metric-matched fallback: a local font under an @font-face of the site's). Named by the
 * text of the element that holds it. Read through the DevTools protocol in few calls: one snapshot
 * of the laid-out document (frames left out: a third party's stand-in is not the site's text),
 * then the fonts of each element holding text, asked at once. Chromium reports the fonts of an
 * element's text two levels down, so each text is asked of its grandparent: one call covers a
 * paragraph and the links and emphasis inside it.
 */
export async function textInForeignFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await Promise.all([cdp.send('DOM.enable'), cdp.send('CSS.enable'), cdp.send('DOM.getDocument', { depth: 0 })])
    const { documents, strings } = await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [] })
    const { nodes, layout } = documents[0]!
    const [names, parents, backendIds] = [nodes.nodeName!, nodes.parentIndex!, nodes.backendNodeId!]
    const pseudo = new Set(nodes.pseudoType?.index ?? [])
    const inputValues = new Map((nodes.inputValue?.index ?? []).map((node, at) => [node, strings[nodes.inputValue!.value[at]!] ?? '']))
    // Each element asked, by its backend id: the texts it holds.
    const held = new Map<number, string[]>()
    const hold = (holder: number, text: string) => {
      if (holder >= 0) held.set(backendIds[holder]!, [...(held.get(backendIds[holder]!) ?? []), text])
    }
    layout.nodeIndex.forEach((index, at) => {
      const name = strings[names[index]!]
      // A form control's value and placeholder are drawn inside its own shadow tree, which the
      // snapshot leaves out: the control itself is asked (its text is two levels down).
      if (/^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(name ?? '')) hold(index, `<${name!.toLowerCase()}> ${inputValues.get(index) ?? ''}`.trim())
      const text = (strings[layout.text[at]!] ?? '').trim()
      if (!text) return
      const parent = parents[index]!
      if (pseudo.has(index)) hold(parent, `${name?.toLowerCase()} “${text}”`)
      else hold(parent >= 0 && parents[parent]! >= 0 ? parents[parent]! : parent, text)
    })
    const backendNodeIds = [...held.keys()]
    const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds })
    const drawn = await Promise.all(
      nodeIds.map((nodeId) =>
        cdp.send('CSS.getPlatformFontsForNode', { nodeId }).then(
          ({ fonts }) => fonts,
          // An element removed since the snapshot (a list re-rendered) draws nothing now.
          () => [],
        ),
      ),
    )
    return backendNodeIds.flatMap((backendId, index) => {
      const foreign = drawn[index]!.filter((font) => !font.isCustomFont || !siteFamilies.includes(font.familyName))
      if (!foreign.length) return []
      const fonts = foreign.map((font) => `${font.familyName} (${font.isCustomFont ? 'a local face' : 'system'}, ${font.glyphCount} glyphs)`)
      return [`“${held.get(backendId)!.join(' ').slice(0, 80)}” in ${fonts.join(', ')}`]
    })
  } finally {
    await cdp.detach()
  }
}

/**
 * The page as a screenshot must find it, the same on every run and on every machine: every
 * image loaded and decoded (lazy ones too, which a full-page screenshot does not scroll to), and
 * every text drawn in the site's own fonts. With `font-display: optional` a face that was late is
 * not drawn on that page (a first visit on a busy machine, or a tab whose routes turned off the
 * cache); reloaded, it comes from the cache in time, and settled again (tests/support/audit/audit.ts).
 * What is still drawn in another font after three loads is returned, for the caller to fail on:
 * a character none of the site's faces covers, or a stack that leads to a system font.
 */
export async function steadyForScreenshot(page: Page): Promise<string[]> {
  let foreign: string[] = []
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0) {
      await page.reload()
      await settle(page)
    }
    foreign = await textInForeignFonts(page)
    if (!foreign.length) break
  }
  await imagesLoaded(page)
  return foreign
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

/**
 * The Chromium the baselines were drawn with (tests/screenshots/chromium-version.txt), written
 * whenever they are written (`npm run test:screenshots:update`).
 */
const baselineBrowserFile = 'tests/screenshots/chromium-version.txt'

/**
 * What a failed screenshot comparison says besides its pixels: which Chromium drew the baselines
 * and which draws now, so that a browser update reads as what it is, and how to review and
 * update them. When the baselines are being written, records this Chromium beside them.
 */
export function screenshotNote(page: Page, report: 'site' | 'components'): string {
  const now = page.context().browser()?.version() ?? 'unknown'
  if (['all', 'changed'].includes(test.info().config.updateSnapshots)) writeFileSync(baselineBrowserFile, `${now}\n`)
  const then = existsSync(baselineBrowserFile) ? readFileSync(baselineBrowserFile, 'utf8').trim() : 'unknown'
  const how = `review the differences in Playwright's report (npx playwright show-report reports/playwright/${report}); if they are right, write the baselines anew with npm run test:screenshots:update`
  return then === now
    ? `looks as it did (baselines and this run: Chromium ${now}); after an intended change, ${how}`
    : `looks as it did: the baselines were drawn by Chromium ${then}, this run by Chromium ${now}, which may draw text and edges differently; ${how}`
}
