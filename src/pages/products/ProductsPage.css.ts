import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  inlineSize: '100%',
  // A category reached by its link (no JavaScript) starts below the fixed header.
  scrollMarginBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  selectors: { '&[hidden]': { display: 'none' } },
})
export const categoryHeading = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const products = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 })
export const empty = style({ paddingBlock: vars.space.xl })
