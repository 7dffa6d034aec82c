import { expect, test, type Page } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { translate } from '../../scripts/support/catalog'
import { languages, pathIn, screens, standInBookingWidget } from '../support/site'

// What a visitor sees of every screen, in both languages, on a laptop and on a phone, once the
// page has hydrated:
//   - nothing unfinished: no text cut off by its box, no page that scrolls sideways, no figure
//     broken between its number and its unit, no two different numbers for one fact;
//   - a focus indicator that is seen (WCAG 2.2, 1.4.11 and 2.4.7): Tab through the screen, and for
//     each element that takes focus check that its ring is drawn, has at least 3:1 contrast
//     against what is painted behind it (read from the page at points on the ring, through
//     transparent layers and gradients), and is not cut off by an ancestor that clips its overflow.
// One visit per screen and width for both. The accessibility audit walks every page of the export
// at 1280 px for reach, a drawn indicator and the fixed header (tests/audit).
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

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

const MIN_CONTRAST = 3
const MAX_TABS = 200

interface Inspection {
  /** Identifies the element (tag, name, position in the document) to detect the wrap-around. */
  key: string
  name: string
  problems: string[]
  checkedPoints: number
}

/**
 * Runs in the page on document.activeElement once its transitions have ended. Self-contained: it
 * is serialised into the page.
 */
async function inspectFocus(minContrast: number): Promise<Inspection | null> {
  // Focus starts transitions (under reduced motion every property has one of 0.01ms, from the
  // unfocused outline colour): read the colours once they have ended.
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined)),
  )
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body || element === document.documentElement) return null
  const path: string[] = []
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(`${node.tagName.toLowerCase()}:${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}`)
  }
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
  const name = `<${element.tagName.toLowerCase()} class="${element.className}"> "${label}"`
  const problems: string[] = []
  const result = (checkedPoints: number): Inspection => ({ key: path.join('/'), name, problems, checkedPoints })

  type Rgba = [number, number, number, number]
  const parse = (value: string): Rgba | null => {
    const match = /^rgba?\(([^)]+)\)$/.exec(value.trim())
    if (!match) return null
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const contrast = (a: Rgba, b: Rgba) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (high! + 0.05) / (low! + 0.05)
  }
  const over = (top: Rgba, below: Rgba): Rgba => {
    const alpha = top[3]
    return [0, 1, 2].map((i) => top[i]! * alpha + below[i]! * (1 - alpha)).concat(1) as Rgba
  }

  const style = getComputedStyle(element)
  const width = parseFloat(style.outlineWidth)
  if (style.outlineStyle === 'none' || style.outlineStyle === 'hidden' || !(width >= 2)) {
    problems.push(`no focus ring (outline ${style.outlineStyle} ${style.outlineWidth})`)
    return result(0)
  }
  const ring = parse(style.outlineColor)
  if (!ring || ring[3] < 1) {
    problems.push(`ring colour ${style.outlineColor} is not an opaque colour`)
    return result(0)
  }
  const offset = parseFloat(style.outlineOffset) || 0
  const box = element.getBoundingClientRect()

  // Behind the ring: the layers painted at points in the middle of its band, top first. An
  // outward ring is drawn outside the element (so the element and its content are not behind
  // it); an inward one over the element's own background.
  const middle = offset + width / 2
  const points = [
    [box.left + box.width / 2, box.top - middle],
    [box.left + box.width / 2, box.bottom + middle],
    [box.left - middle, box.top + box.height / 2],
    [box.right + middle, box.top + box.height / 2],
  ] as const
  let checkedPoints = 0
  let worst: { ratio: number; against: string } | null = null
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
    const layers: Rgba[][] = []
    let picture = false
    for (const layer of document.elementsFromPoint(x, y)) {
      if (offset >= 0 && (layer === element || element.contains(layer))) continue
      const layerStyle = getComputedStyle(layer)
      if (/^(img|video|canvas|iframe|picture)$/i.test(layer.tagName) || /url\(/.test(layerStyle.backgroundImage)) {
        picture = true
        break
      }
      const stops = [...layerStyle.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map(([value]) => parse(value)!)
      if (stops.length) {
        layers.push(stops)
        if (stops.every((stop) => stop[3] >= 1)) break
      }
      const colour = parse(layerStyle.backgroundColor)
      if (colour && colour[3] > 0) {
        layers.push([colour])
        if (colour[3] >= 1) break
      }
    }
    if (picture) continue
    // Composite from the bottom (the white canvas) up; a gradient gives one candidate per stop.
    const candidates = layers.reduceRight<Rgba[]>(
      (below, layer) => layer.flatMap((colour) => below.map((under) => over(colour, under))),
      [[255, 255, 255, 1]],
    )
    checkedPoints += 1
    for (const behind of candidates) {
      const ratio = contrast(ring, behind)
      if (!worst || ratio < worst.ratio) worst = { ratio, against: `rgb(${behind.slice(0, 3).map(Math.round).join(', ')})` }
    }
  }
  if (worst && worst.ratio < minContrast) problems.push(`ring ${style.outlineColor} has ${worst.ratio.toFixed(2)}:1 against ${worst.against}`)

  // Clipping: the whole ring must lie inside every ancestor that clips its overflow.
  const reach = Math.max(0, offset + width)
  const ringBox = { left: box.left - reach, right: box.right + reach, top: box.top - reach, bottom: box.bottom + reach }
  for (let ancestor = element.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
    const ancestorStyle = getComputedStyle(ancestor)
    const clipsX = ancestorStyle.overflowX !== 'visible'
    const clipsY = ancestorStyle.overflowY !== 'visible'
    if (!clipsX && !clipsY) continue
    const outer = ancestor.getBoundingClientRect()
    const inner = {
      left: outer.left + parseFloat(ancestorStyle.borderLeftWidth),
      right: outer.right - parseFloat(ancestorStyle.borderRightWidth),
      top: outer.top + parseFloat(ancestorStyle.borderTopWidth),
      bottom: outer.bottom - parseFloat(ancestorStyle.borderBottomWidth),
    }
    const cut =
      (clipsX && (ringBox.left < inner.left - 0.5 || ringBox.right > inner.right + 0.5)) ||
      (clipsY && (ringBox.top < inner.top - 0.5 || ringBox.bottom > inner.bottom + 0.5))
    if (cut) {
      problems.push(
        `ring clipped by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}"> (overflow ${ancestorStyle.overflowX}/${ancestorStyle.overflowY})`,
      )
    }
  }
  return result(checkedPoints)
}

async function tabThrough(page: Page): Promise<Inspection[]> {
  const seen = new Set<string>()
  const inspections: Inspection[] = []
  for (let step = 0; step < MAX_TABS; step += 1) {
    await page.keyboard.press('Tab')
    const inspection = await page.evaluate(inspectFocus, MIN_CONTRAST)
    if (!inspection) {
      if (step === 0) continue
      break
    }
    if (seen.has(inspection.key)) break
    seen.add(inspection.key)
    inspections.push(inspection)
  }
  return inspections
}

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} at 1280 and 390 px: nothing clipped, nothing sideways, no figure split; every focus ring seen, 3:1 and not clipped`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await standInBookingWidget(page)
      const focusFailures: string[] = []
      for (const viewport of viewports) {
        await page.emulateMedia({ reducedMotion: 'no-preference' })
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

        // Transitions finish at once, so the colours read are the ones a visitor ends up seeing.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const inspections = await tabThrough(page)
        expect(inspections.length, `${locale} ${viewport.name}: elements reached by Tab`).toBeGreaterThan(5)
        for (const { name, problems, checkedPoints } of inspections) {
          for (const problem of problems) focusFailures.push(`${viewport.name} ${name}: ${problem}`)
          if (!checkedPoints && !problems.length) focusFailures.push(`${viewport.name} ${name}: no point of its ring could be read`)
        }
      }
      expect(focusFailures, 'focus rings').toEqual([])
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
