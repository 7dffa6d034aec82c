import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { gridSizes, layoutFor, type GridSize } from './gridLayout'

/**
 * The widths of a section's content (its container) at which a grid takes more columns: a
 * tablet's section holds two, a wide desktop's three (in a narrower one, three columns ran card
 * titles to four lines). Grids follow the section they sit in, not the window, so a grid in half
 * a row (beside a chart) lays itself out as in a narrow window.
 */
const medium = '(min-inline-size: 600px)'
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
 * around is the query container (Section.css.ts).
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

/** What a grid lays itself out for: a section, half of a split, a story's frame. */
export const gridContainer = style({ containerType: 'inline-size' })
