import type { StopProbe } from './audit/audit'

// A focus indicator that is seen (WCAG 2.2, 1.4.11 and 2.4.7): for each element that takes focus,
// its ring is drawn, has at least 3:1 contrast against what is painted behind it (read from the
// page at points on the ring, through transparent layers and gradients), and is not cut off by an
// ancestor that clips its overflow. Read at each stop of the accessibility audit's keyboard walk
// (tests/support/audit/audit.ts keyboardWalk), on every page at 1280 px and every screen at 390 px.

const MIN_CONTRAST = 3

export interface RingInspection {
  name: string
  problems: string[]
  checkedPoints: number
}

/**
 * Runs in the page on document.activeElement, at a stop of the keyboard walk, which has waited for
 * the focus styles' transitions to end (the colours read are those a visitor ends up seeing).
 * Self-contained: it is serialised into the page.
 */
function inspectFocus(minContrast: number): RingInspection | null {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body || element === document.documentElement) return null
  const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
  const name = `<${element.tagName.toLowerCase()} class="${element.className}"> "${label}"`
  const problems: string[] = []
  const result = (checkedPoints: number): RingInspection => ({ name, problems, checkedPoints })

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

/** Inspects the ring of each focused element of a keyboard walk (its `probe`); `failures` lists what is wrong. */
export function focusRings() {
  const inspections: RingInspection[] = []
  const errors: string[] = []
  const probe: StopProbe<number, RingInspection> = {
    inspect: inspectFocus,
    arg: MIN_CONTRAST,
    take: (inspection) => inspections.push(inspection),
    fail: (message) => errors.push(`the ring could not be read: ${message}`),
    failing: ({ problems, checkedPoints }) => problems.length > 0 || checkedPoints === 0,
  }
  return {
    inspections,
    probe,
    failures(): string[] {
      return errors.concat(
        inspections.flatMap(({ name, problems, checkedPoints }) => [
          ...problems.map((problem) => `${name}: ${problem}`),
          ...(!checkedPoints && !problems.length ? [`${name}: no point of its ring could be read`] : []),
        ]),
      )
    },
  }
}
