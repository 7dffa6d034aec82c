import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { gridSizes, layoutFor, type GridSize } from './gridLayout'

/**
 * The widths of a section's content (its container) at which a grid takes more columns: a
 * section is 342px wide on a 390px phone, 720px at 768px, 976px at 1024px and 1104px from 1152px.
 * Grids follow the section they sit in, not the window, so a grid in half a row (beside a
 * chart) lays itself out as in a narrow window.
 */
const medium = '(min-inline-size: 600px)'
// Three columns of cards from a 1104px section: at 976px (a 1024px window) their titles ran to
// four lines.
const large = '(min-inline-size: 1000px)'

const columns = [createVar(), createVar(), createVar()] as const
const lead = [createVar(), createVar(), createVar()] as const

/** What every grid is: a list without its bullets, its items a gap apart, across its container. */
const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})
// Each item is a container of its own: a card as wide as a row lays itself out across it (a
// picture beside the text) instead of stretching a column's layout.
globalStyle(`${grid} > *`, { containerType: 'inline-size' })

/**
 * Columns and the first item's span, read from variables the count sets (gridFor). The section
 * around is the query container (`section` below).
 */
const counted = style([
  grid,
  {
    gridTemplateColumns: `repeat(${columns[0]}, minmax(0, 1fr))`,
    '@container': {
      [medium]: { gridTemplateColumns: `repeat(${columns[1]}, minmax(0, 1fr))` },
      [large]: { gridTemplateColumns: `repeat(${columns[2]}, minmax(0, 1fr))` },
    },
  },
])
globalStyle(`${counted} > :first-child`, {
  gridColumn: `span ${lead[0]}`,
  '@container': { [medium]: { gridColumn: `span ${lead[1]}` }, [large]: { gridColumn: `span ${lead[2]}` } },
})

/** The largest count with a layout of its own; longer lists fill columns of at least 16.5rem. */
export const LARGEST_COUNTED = 12

const classes = new Map<string, string>()
/** One class per distinct layout (most counts share one with another count or kind). */
function gridFor(count: number, size: GridSize): string {
  const layouts = gridSizes[size].map((most) => layoutFor(count, most))
  const key = layouts.map((layout) => `${layout.columns}/${layout.lead}`).join(' ')
  const known = classes.get(key)
  if (known) return known
  const variables = Object.fromEntries(
    layouts.flatMap((layout, at) => [
      [columns[at], String(layout.columns)],
      [lead[at], String(layout.lead)],
    ]),
  )
  const className = style([counted, { vars: variables }])
  classes.set(key, className)
  return className
}

export const gridByCount = Object.fromEntries(
  Object.keys(gridSizes).map((size) => [size, Array.from({ length: LARGEST_COUNTED }, (_, index) => gridFor(index + 1, size as GridSize))]),
) as Record<GridSize, string[]>

// Not a counted grid: its container queries would set columns from variables a long list leaves unset.
export const gridOfMany = style([grid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(16.5rem, 100%), 1fr))' }])

/**
 * The bordered card most grids hold. A column of its parts whose last part (a link, the actions)
 * is pushed to the bottom, so in a row of cards of one height the actions line up.
 */
export const cardSurface = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

/**
 * A card that stands apart from the cards around it: an index's section, a "trusted by" name, the
 * booking card standing in for its calendar. A bordered panel with the accent along its top.
 */
export const accentCard = style({
  display: 'grid',
  alignContent: 'start',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
})

/** Put on a card's actions: they sit at the card's bottom edge. */
export const cardActions = style({ marginBlockStart: 'auto' })

/** What a grid lays itself out for: a section, half of a split, a story's frame. */
export const gridContainer = style({ containerType: 'inline-size' })

/** A titled block of a page, the container of the grids inside it. */
export const section = style([gridContainer, { display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl, justifyItems: 'start' }])

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.h2, color: vars.color.brand })

/**
 * Two blocks side by side in a large section (a chart beside its cards), one above the other
 * otherwise. Each half is a query container, so a grid inside it (wrapped: a container is what
 * its descendants query, not itself) lays itself out for half a row.
 */
export const split = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  alignItems: 'start',
  '@container': { '(min-inline-size: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
globalStyle(`${split} > *`, { containerType: 'inline-size' })
