import { expect } from '@playwright/test'

// What a visitor sees of a laid-out page: nothing unfinished. Read on every page of the export at
// 1280 px (tests/audit/every-page.spec.ts) and on every screen at 390 px
// (tests/site/layout-integrity.spec.ts).

export interface LayoutProblems {
  sideways: string | null
  clipped: string[]
  splitFigures: string[]
  figures: Record<string, string[]>
}

/**
 * Reads the laid-out page (self-contained: serialised into it): the document wider than the
 * window, text cut off by a box that hides its overflow (or a wordmark's name by its SVG), figures
 * (`data-figure`) broken between number and unit, and every figure's texts by name.
 */
export function inspectLayout(): LayoutProblems {
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

/** Fails (softly: the visit's other checks go on) on each problem inspectLayout found. */
export function expectCleanLayout(found: LayoutProblems, at: string) {
  expect.soft(found.sideways, at).toBeNull()
  expect.soft(found.clipped, `${at}: text cut off by its box`).toEqual([])
  expect.soft(found.splitFigures, `${at}: figures broken between number and unit`).toEqual([])
  for (const [name, texts] of Object.entries(found.figures))
    expect.soft(new Set(texts).size, `${at}: figure "${name}" reads ${texts.join(' / ')}`).toBe(1)
}
