import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

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
