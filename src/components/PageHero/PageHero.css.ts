import { style } from '@vanilla-extract/css'
import { darkSurface, vars } from '#src/theme/theme.css.ts'

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.textOnBrand,
  vars: darkSurface,
  // The fixed header overlaps the hero; the hero's own padding keeps the heading clear of it.
  paddingBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.xxl})`,
  paddingBlockEnd: vars.space.xxl,
})

export const inner = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const heading = style({ fontSize: vars.fontSize.h1, margin: 0, maxInlineSize: '22ch' })

export const intro = style({
  fontSize: vars.fontSize.lead,
  color: vars.color.textOnBrandMuted,
  margin: 0,
  maxInlineSize: '60ch',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm })
