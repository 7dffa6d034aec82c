import { style } from '@vanilla-extract/css'
import { darkSurface, media, vars } from '#src/theme/theme.css.ts'

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.textOnBrand,
  vars: darkSurface,
  // The fixed header overlaps the hero; the hero's own padding keeps the heading clear of it.
  paddingBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.xxl})`,
  paddingBlockEnd: vars.space.xxl,
})

// Text and illustration side by side from tablets up, the text the wider.
export const inner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const art = style({
  display: 'none',
  justifySelf: 'end',
  inlineSize: '100%',
  maxInlineSize: '24rem',
  blockSize: 'auto',
  '@media': { [media.desktop]: { display: 'block' } },
})

export const heading = style({ fontSize: vars.fontSize.h1, margin: 0, maxInlineSize: '22ch' })

export const intro = style({
  fontSize: vars.fontSize.lead,
  color: vars.color.textOnBrandMuted,
  margin: 0,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm })
