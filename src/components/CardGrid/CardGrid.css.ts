import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '#src/theme/theme.css.ts'

/** Four cards of about 16rem side by side need the whole content width: below it, fewer columns. */
const wide = `screen and (min-width: 1100px)`
const tablet = `screen and (min-width: ${breakpoints.desktop}px) and (max-width: 1099.98px)`

const base = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})

/** Columns at tablet and wide widths for a number of cards: the split that leaves the fewest lone cards. */
function columnsFor(count: number): { tablet: number; wide: number } {
  if (count <= 3) return { tablet: count, wide: count }
  const wideColumns = count === 4 || count % 4 === 0 || count % 4 === 3 || count % 3 === 1 ? 4 : 3
  const tabletColumns = count % 2 === 0 || count % 3 === 1 ? 2 : 3
  return { tablet: tabletColumns, wide: wideColumns }
}

/** The largest count with a layout of its own; longer lists fill columns of at least 16.5rem. */
export const LARGEST_COUNTED = 12

/**
 * A grid of cards (a list) whose columns follow the number of cards: 2 → 2, 4 → 2×2 or 4,
 * 6 → 3+3, 7 → 4+3. Phones get one column whatever the count. A row holding a single card
 * where a better split exists reads as a mistake: with a remainder of one, the first card is
 * featured across two columns instead, so every row has two or more.
 */
function gridFor(count: number): string {
  const layout = columnsFor(count)
  const className = style([
    base,
    {
      gridTemplateColumns: '1fr',
      // One card alone keeps a readable line length.
      ...(count === 1 ? { maxInlineSize: '48rem' } : {}),
      '@media': {
        [tablet]: { gridTemplateColumns: `repeat(${layout.tablet}, minmax(0, 1fr))` },
        [wide]: { gridTemplateColumns: `repeat(${layout.wide}, minmax(0, 1fr))` },
      },
    },
  ])
  for (const [query, columns] of [
    [tablet, layout.tablet],
    [wide, layout.wide],
  ] as const) {
    if (columns > 1 && count % columns === 1) globalStyle(`${className} > :first-child`, { '@media': { [query]: { gridColumn: 'span 2' } } })
  }
  return className
}

export const gridByCount: Record<number, string> = Object.fromEntries(
  Array.from({ length: LARGEST_COUNTED }, (_, index) => [index + 1, gridFor(index + 1)]),
)

export const gridOfMany = style([base, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(16.5rem, 100%), 1fr))' }])

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

/** Put on a card's actions: they sit at the card's bottom edge. */
export const cardActions = style({ marginBlockStart: 'auto' })

export const section = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl, justifyItems: 'start' })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.h2, color: vars.color.brand })
