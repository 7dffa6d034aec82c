import { expect, test, type Page } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { translate } from '../../scripts/support/catalog'
import { languages, pathIn, screens } from '../support/site'

// What a visitor sees first on a page that is not finished: text cut off by its box, a page that
// scrolls sideways, a figure broken between its number and its unit, two different numbers for
// one fact. Every screen in both languages, on a laptop and on a phone.
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]

interface Problems {
  sideways: string | null
  clipped: string[]
  splitFigures: string[]
  figures: Record<string, string[]>
}

/** Scrolls through the page so everything that fades in has come in, then waits for it to settle. */
async function showEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)))
    }
    window.scrollTo(0, 0)
    // Finite animations (reveals) run to their end; the marquee loops for ever and is left running.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })
}

function inspect(): Problems {
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
    return `<${element.tagName.toLowerCase()}${classes}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`
  }
  const root = document.documentElement
  const sideways = root.scrollWidth > root.clientWidth + 1 ? `the document is ${root.scrollWidth}px wide in a ${root.clientWidth}px window` : null

  const clipped: string[] = []
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element)
    const hides = (value: string) => value === 'hidden' || value === 'clip'
    const ellipsis = style.textOverflow === 'ellipsis'
    if (!hides(style.overflowX) && !hides(style.overflowY) && !ellipsis) continue
    if (style.display === 'none' || style.visibility === 'hidden' || !(element as HTMLElement).innerText?.trim()) continue
    // Deliberate clipping, named narrowly: text for screen readers only (a 1px box), and the
    // moving partner strip, whose edges fade out over whole logos that loop round.
    const box = element.getBoundingClientRect()
    if (box.width <= 1 && box.height <= 1) continue
    if (element.matches('[data-moving="true"] > [role="group"]')) continue
    const wider = (hides(style.overflowX) || ellipsis) && element.scrollWidth > element.clientWidth + 1
    const taller = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1
    if (wider || taller) {
      clipped.push(
        `${describe(element)}: content ${element.scrollWidth}×${element.scrollHeight} in a box of ${element.clientWidth}×${element.clientHeight}`,
      )
    }
  }

  // An SVG clips what it draws outside its box (a wordmark's name running past its viewBox).
  for (const text of Array.from(document.querySelectorAll('svg text'))) {
    const svg = (text as SVGTextElement).ownerSVGElement
    if (!svg || !text.textContent?.trim()) continue
    const inner = text.getBoundingClientRect()
    const outer = svg.getBoundingClientRect()
    if (inner.left < outer.left - 1 || inner.right > outer.right + 1 || inner.top < outer.top - 1 || inner.bottom > outer.bottom + 1) {
      clipped.push(`${describe(text)}: drawn ${Math.round(inner.width)}px wide in an image of ${Math.round(outer.width)}px`)
    }
  }

  const splitFigures: string[] = []
  const figures: Record<string, string[]> = {}
  for (const element of Array.from(document.querySelectorAll('[data-figure]'))) {
    const name = element.getAttribute('data-figure') ?? ''
    ;(figures[name] ??= []).push((element.textContent ?? '').trim())
    const range = document.createRange()
    range.selectNodeContents(element)
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0)
    if (rects.length < 2) continue
    // Two line boxes: one fragment starts below where another ends.
    const lowestTop = Math.max(...rects.map((rect) => rect.top))
    const highestBottom = Math.min(...rects.map((rect) => rect.bottom))
    if (lowestTop >= highestBottom - 1) splitFigures.push(`${describe(element)} runs over ${rects.length} fragments on two lines`)
  }
  return { sideways, clipped, splitFigures, figures }
}

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path}: nothing clipped, nothing sideways, no figure split, at 1440 and 390 px`, async ({ page }) => {
      for (const viewport of viewports) {
        await page.setViewportSize(viewport)
        await page.goto(path, { waitUntil: 'networkidle' })
        await showEverything(page)
        const found = await page.evaluate(inspect)
        const at = `${path} at ${viewport.width}px`
        expect(found.sideways, at).toBeNull()
        expect(found.clipped, `${at}: text cut off by its box`).toEqual([])
        expect(found.splitFigures, `${at}: figures broken between number and unit`).toEqual([])
        for (const [name, texts] of Object.entries(found.figures))
          expect(new Set(texts).size, `${at}: figure "${name}" reads ${texts.join(' / ')}`).toBe(1)
      }
    })
  }

  test(`every figure reads the same on every page that states it, the growth figure included (${locale})`, async ({ request }) => {
    const seen = new Map<string, Map<string, string[]>>()
    for (const screen of screens) {
      const path = pathIn(prefix, screen)
      const { document } = new JSDOM(await (await request.get(path)).text()).window
      // The growth the company states, not one computed from its sales (76 / 20), and no yearly sales it never stated.
      if (screen === '/initial-public-offering')
        expect(document.querySelector('main')?.textContent).not.toMatch(/3\.8|٣٫٨|\b(31|45|58)\b|\b202[123]\b/)
      for (const element of Array.from(document.querySelectorAll('[data-figure]'))) {
        const name = element.getAttribute('data-figure') ?? ''
        const texts = seen.get(name) ?? new Map<string, string[]>()
        const text = (element.textContent ?? '').trim()
        texts.set(text, [...(texts.get(text) ?? []), path])
        seen.set(name, texts)
      }
    }
    for (const [name, texts] of seen) expect([...texts.keys()], `figure "${name}" on ${JSON.stringify(Object.fromEntries(texts))}`).toHaveLength(1)
    // The investor page states its growth in the figures, why-invest, growth card and chart note.
    const growth = seen.get('growth')
    expect([...(growth?.keys() ?? [])]).toEqual([translate(locale, '3.4x')])
    expect(growth?.get(translate(locale, '3.4x'))?.filter((path) => path.endsWith('/initial-public-offering')).length).toBeGreaterThanOrEqual(4)
  })
}
