import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// Label first in the markup (read first), value shown large above it.
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})
export const figureLabel = style({ color: vars.color.textMuted })
// Figures are written as they stand inside sentences ("over 160"); standing alone, they start with a capital.
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  fontWeight: 700,
  color: vars.color.brand,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
})

// Each milestone takes three rows of the list's grid (subgrid): years, titles and texts line up across a row.
export const milestone = style({
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  rowGap: vars.space.xs,
  alignContent: 'start',
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
})
export const year = style({ fontSize: vars.fontSize.h2, fontWeight: 700, color: vars.color.accent })
export const milestoneTitle = style({ margin: 0, fontSize: vars.fontSize.h3 })
export const milestoneText = style({ margin: 0, color: vars.color.textMuted })
