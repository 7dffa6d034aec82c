import { expect } from '@playwright/test'

// What a visitor sees of a laid-out page: nothing unfinished. Read on every page of the export at
// 1280 px (tests/audit/every-page.spec.ts) and on every screen at 390, 768, 1024 and 1440 px
// (tests/site/layout-integrity.spec.ts).

export interface LayoutProblems {
  sideways: string | null
  clipped: string[]
  splitFigures: string[]
  figures: Record<string, string[]>
  /** A card alone in its row with a quarter or more of the row empty beside it (a lone last card of a grid among them). */
  lonely: string[]
  /** The hero's inline-end half (nearly) empty. */
  emptyHero: string | null
  /** An article page's body (below its picture) leaving half of its column (nearly) empty. */
  emptyHalf: string | null
  /** Labels that read on one line broken over two: the header's logo and controls, the content's buttons. */
  wrapped: string[]
  /** Running text of more than about 75 characters a line. */
  longLines: string[]
  /** Titles squeezed into columns too narrow for them: four lines or more. */
  cramped: string[]
}

/**
 * Reads the laid-out page (self-contained: serialised into it): the document wider than the
 * window, text cut off by a box that hides its overflow (or a wordmark's name by its SVG), figures
 * (`data-figure`) broken between number and unit, every figure's texts by name, and whether the
 * page fills its space: no card alone in a row with a quarter of it empty, no hero with an empty
 * half, no article body leaving half of its column empty, no logo or button on two lines, no line
 * of running text much over 75 characters. Closed
 * disclosures of the content (an expanded product, the earlier reports) are opened for the
 * reading and closed again.
 */
export function inspectLayout(): LayoutProblems {
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''
    return `<${element.tagName.toLowerCase()}${classes}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`
  }
  const root = document.documentElement
  const sideways = root.scrollWidth > root.clientWidth + 1 ? `the document is ${root.scrollWidth}px wide in a ${root.clientWidth}px window` : null

  const closed = Array.from(document.querySelectorAll<HTMLDetailsElement>('main details:not([open])'))
  for (const details of closed) details.open = true
  try {
    return { sideways, ...readLayout() }
  } finally {
    for (const details of closed) details.open = false
  }

  function readLayout(): Omit<LayoutProblems, 'sideways'> {
    const clipped: string[] = []
    const lonely: string[] = []
    const longLines: string[] = []
    const cramped: string[] = []
    const main = document.querySelector('main')

    /** The rectangles of the text inside an element, line fragment by line fragment. */
    const textRects = (element: Element): DOMRect[] => {
      const rects: DOMRect[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        range.selectNodeContents(node)
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0 && rect.height > 0) rects.push(rect)
      }
      return rects
    }
    /** How many lines the rectangles stand on: a rectangle starting below the bottom of the line before starts a new one. */
    const lineCount = (rects: DOMRect[]) => {
      let count = 0
      let bottom = -Infinity
      for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
        if (rect.top >= bottom - 1) {
          count += 1
          bottom = rect.bottom
        } else bottom = Math.max(bottom, rect.bottom)
      }
      return count
    }
    /** The characters of an element's first line (spaces that collapse counted once), or null when it has one line. */
    const firstLineLength = (element: Element): number | null => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      let first: DOMRect | null = null
      let count = 0
      let space = true
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let index = 0; index < text.length; index += 1) {
          if (/\s/.test(text[index]!)) {
            if (!space) count += 1
            space = true
            continue
          }
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = range.getBoundingClientRect()
          if (!rect.height) continue
          first ??= rect
          if (rect.top >= first.bottom - 1) return count
          count += 1
          space = false
        }
      }
      return null
    }
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 1 && box.height > 1
    }
    /** The laid-out children of a box: visible, in its flow. */
    const items = (container: Element) =>
      Array.from(container.children).filter((child) => {
        const position = getComputedStyle(child).position
        return position !== 'absolute' && position !== 'fixed' && shown(child)
      })
    const contentWidth = (element: Element) => {
      const style = getComputedStyle(element)
      return element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd)
    }
    const beside = (a: DOMRect, b: DOMRect) => a.top < b.bottom - 1 && b.top < a.bottom - 1
    const transparent = (colour: string) => colour === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(colour)
    /** A box drawn as a card: a border, a background or a shadow, on it or on its only child (an item holding its card). */
    const surfaced = (element: Element): boolean => {
      const style = getComputedStyle(element)
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
          !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      )
      if (bordered || !transparent(style.backgroundColor) || style.boxShadow !== 'none') return true
      const only = items(element)
      return only.length === 1 && surfaced(only[0]!)
    }
    const controls = 'a, button, summary, input, select, textarea, label, img, picture, svg, video, iframe'
    /** A card: a surfaced box (or a figure) holding text, large enough to be one (not a tag, a button or a picture). */
    const isCard = (element: Element) => {
      const box = element.getBoundingClientRect()
      if (element.matches(controls) || box.width < 200 || box.height < 80 || !element.textContent?.trim()) return false
      return element.matches('figure') || surfaced(element)
    }

    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(element)
      if (style.display === 'none') continue
      const hides = (value: string) => value === 'hidden' || value === 'clip'
      const ellipsis = style.textOverflow === 'ellipsis'
      if (
        (hides(style.overflowX) || hides(style.overflowY) || ellipsis) &&
        style.visibility !== 'hidden' &&
        (element as HTMLElement).innerText?.trim()
      ) {
        // Deliberate clipping, named narrowly: text for screen readers only (a 1px box), and the
        // moving partner strip, whose edges fade out over whole logos that loop round.
        const box = element.getBoundingClientRect()
        const deliberate = (box.width <= 1 && box.height <= 1) || element.matches('[data-moving="true"] > [role="group"]')
        const wider = (hides(style.overflowX) || ellipsis) && element.scrollWidth > element.clientWidth + 1
        const taller = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1
        if (!deliberate && (wider || taller)) {
          clipped.push(
            `${describe(element)}: content ${element.scrollWidth}×${element.scrollHeight} in a box of ${element.clientWidth}×${element.clientHeight}`,
          )
        }
      }
      if (!main?.contains(element) || element === main) continue

      // Cards: in a grid of equal columns (or a wrapping row of equal items), every item; elsewhere,
      // a box drawn as a card or a figure. A row holding one must fill three quarters of its width:
      // no card alone beside an empty quarter, no short last row (five tiles in rows of three).
      const children = items(element)
      if (children.length > 0) {
        const tracks = style.display.endsWith('grid') ? style.gridTemplateColumns.split(' ').map(parseFloat) : []
        const equalTracks = tracks.length >= 2 && tracks.every((track) => Math.abs(track - tracks[0]!) <= 1)
        const boxes = children.map((child) => child.getBoundingClientRect())
        const wrapsEqualItems =
          style.display.endsWith('flex') &&
          style.flexWrap === 'wrap' &&
          style.flexDirection.startsWith('row') &&
          boxes.some((box, index) => boxes.some((other, at) => at !== index && beside(box, other))) &&
          // Items of a card's size, all of one width (not a row of tags or of label–value pairs).
          boxes.every((box) => Math.abs(box.width - boxes[0]!.width) <= 2 && box.height >= 80)
        const room = contentWidth(element)
        const rows: number[][] = []
        boxes
          .map((box, index) => ({ box, index }))
          .sort((a, b) => a.box.top - b.box.top)
          .forEach(({ box, index }) => {
            const row = rows.find((indexes) => indexes.some((at) => beside(boxes[at]!, box)))
            if (row) row.push(index)
            else rows.push([index])
          })
        for (const row of rows) {
          if (!(equalTracks || wrapsEqualItems || row.some((index) => isCard(children[index]!)))) continue
          const extent = Math.max(...row.map((index) => boxes[index]!.right)) - Math.min(...row.map((index) => boxes[index]!.left))
          if (extent >= room * 0.75) continue
          const first = children[row[0]!]!
          lonely.push(
            `${row.length === 1 ? describe(first) : `${row.length} items from ${describe(first)}`} (of ${children.length} in ${describe(element).slice(0, 40)}…): ${Math.round(extent)} of ${Math.round(room)}px filled, ${Math.round(100 - (extent / room) * 100)}% of the row empty`,
          )
        }
      }

      // A title squeezed into a narrow column: four lines or more where the window leaves room for
      // wider columns (from 768px; a phone's one column is as wide as it gets).
      if (window.innerWidth >= 768 && element.matches('h2, h3')) {
        const lines = lineCount(textRects(element))
        if (lines >= 4) cramped.push(`${describe(element)} runs over ${lines} lines`)
      }

      // Running text: a block of text (no block inside) whose first line holds over 80 characters.
      if (element.matches('p, li, dd, blockquote') && (element.textContent ?? '').trim().length > 80) {
        const inlineOnly = Array.from(element.children).every((child) => getComputedStyle(child).display.startsWith('inline'))
        const length = inlineOnly ? firstLineLength(element) : null
        if (length !== null && length > 80) longLines.push(`${describe(element)}: ${length} characters on its first line`)
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

    // Labels that read on one line: the header's (its logo first) and the content's buttons.
    const wrapped: string[] = []
    for (const control of Array.from(document.querySelectorAll('header a, header button, header summary, main button'))) {
      if (control.closest('dialog') || !shown(control)) continue
      const lines = lineCount(textRects(control))
      if (lines > 1) wrapped.push(`${describe(control)} runs over ${lines} lines`)
    }

    /** The share of the stretch from `from` to `to` that the rectangles cover, across (overlaps counted once). */
    const coverage = (rects: DOMRect[], from: number, to: number) => {
      const spans = rects
        .map((rect) => [Math.max(rect.left, from), Math.min(rect.right, to)] as const)
        .filter(([left, right]) => right > left)
        .sort((a, b) => a[0] - b[0])
      let covered = 0
      let reached = from
      for (const [left, right] of spans) {
        if (right <= reached) continue
        covered += right - Math.max(left, reached)
        reached = right
      }
      return to > from ? covered / (to - from) : 1
    }

    // The hero (the section of the h1): its content column's inline-end half holds something
    // (text, a picture, a control) across at least 40 % of its width.
    let emptyHero: string | null = null
    const heading = document.querySelector('h1')
    const hero = heading?.closest('section')
    if (heading && hero && shown(hero)) {
      const box = hero.getBoundingClientRect()
      const at = heading.getBoundingClientRect()
      const rtl = getComputedStyle(hero).direction === 'rtl'
      const gutter = rtl ? box.right - at.right : at.left - box.left
      const [start, end] = [box.left + gutter, box.right - gutter]
      const middle = (start + end) / 2
      const [from, to] = rtl ? [start, middle] : [middle, end]
      const pictured = Array.from(hero.querySelectorAll('img, svg, picture, video, canvas, a, button'))
        .filter(shown)
        .map((element) => element.getBoundingClientRect())
      const share = coverage([...textRects(hero), ...pictured], from, to)
      if (share < 0.4) emptyHero = `${describe(heading)}: the hero's inline-end half is ${Math.round(100 - share * 100)}% empty`
    }
    // An article page (the article that is the main content, not a card's): below its picture,
    // its text, pictures and boxes drawn as cards cover at least half of each half of its column,
    // so a wide window is not left with a narrow column at one side and nothing beside it.
    let emptyHalf: string | null = null
    const article = main?.querySelector(':scope > article')
    if (article && shown(article)) {
      const box = article.getBoundingClientRect()
      const style = getComputedStyle(article)
      const [from, to] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)]
      const picture = article.querySelector(':scope > figure')
      const below = picture ? picture.getBoundingClientRect().bottom : box.top
      const contents = [
        ...textRects(article),
        ...Array.from(article.querySelectorAll('img, svg, picture, video, iframe, *'))
          .filter(
            (element) => !element.closest('figure') && shown(element) && (element.matches('img, svg, picture, video, iframe') || surfaced(element)),
          )
          .map((element) => element.getBoundingClientRect()),
      ].filter((rect) => rect.top >= below - 1)
      const middle = (from + to) / 2
      const halves = [
        { name: 'left', share: coverage(contents, from, middle) },
        { name: 'right', share: coverage(contents, middle, to) },
      ]
      const empty = halves.filter(({ share }) => share < 0.5)
      if (empty.length > 0)
        emptyHalf = `${describe(article).slice(0, 60)}…: its ${empty.map(({ name, share }) => `${name} half is ${Math.round(100 - share * 100)}% empty`).join(', ')} below the picture`
    }
    return { clipped, splitFigures, figures, lonely, emptyHero, emptyHalf, wrapped, longLines, cramped }
  }
}

/** Fails (softly: the visit's other checks go on) on each problem inspectLayout found. */
export function expectCleanLayout(found: LayoutProblems, at: string) {
  expect.soft(found.sideways, at).toBeNull()
  expect.soft(found.clipped, `${at}: text cut off by its box`).toEqual([])
  expect.soft(found.splitFigures, `${at}: figures broken between number and unit`).toEqual([])
  for (const [name, texts] of Object.entries(found.figures))
    expect.soft(new Set(texts).size, `${at}: figure "${name}" reads ${texts.join(' / ')}`).toBe(1)
  expect.soft(found.lonely, `${at}: cards alone in their row, a quarter or more of it empty`).toEqual([])
  expect.soft(found.emptyHero, `${at}: the hero's half`).toBeNull()
  expect.soft(found.emptyHalf, `${at}: the article's halves`).toBeNull()
  expect.soft(found.wrapped, `${at}: logo and buttons on one line`).toEqual([])
  expect.soft(found.longLines, `${at}: running text over about 75 characters a line`).toEqual([])
  expect.soft(found.cramped, `${at}: titles in columns too narrow for them`).toEqual([])
}

/**
 * What runs past a dialog (the site search with its results): each element and each line of text
 * in it must lie within the dialog's box across, and within its scrolled content down; nothing may
 * make it scroll sideways. Self-contained: serialised into the page (`locator.evaluate`).
 */
export function inspectDialog(dialog: Element): string[] {
  const problems: string[] = []
  if (dialog.scrollWidth > dialog.clientWidth + 1)
    problems.push(`the dialog scrolls sideways: ${dialog.scrollWidth}px of content in ${dialog.clientWidth}px`)
  const box = dialog.getBoundingClientRect()
  const top = box.top - dialog.scrollTop
  const bottom = top + dialog.scrollHeight + (box.height - dialog.clientHeight)
  const outside = (rect: DOMRect) =>
    rect.width > 0 && rect.height > 0 && (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < top - 1 || rect.bottom > bottom + 1)
  const describe = (element: Element, rect: DOMRect) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}" at ${Math.round(rect.left)}–${Math.round(rect.right)}px, the dialog ${Math.round(box.left)}–${Math.round(box.right)}px`
  for (const element of Array.from(dialog.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect()
    if (outside(rect)) problems.push(describe(element, rect))
  }
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue
    range.selectNodeContents(node)
    const line = Array.from(range.getClientRects()).find(outside)
    if (line) problems.push(`text of ${describe(node.parentElement!, line)}`)
  }
  return problems
}
