import { globalStyle, style } from '@vanilla-extract/css'
import { gridContainer } from '#src/components/CardGrid/CardGrid.css.ts'
import { vars } from '#src/theme/theme.css.ts'

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
