import { style } from '@vanilla-extract/css'
import { darkSurface, media, vars } from '#src/theme/theme.css.ts'

export const card = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlock: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  color: vars.color.textOnBrand,
  vars: darkSurface,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start', padding: vars.space.lg } },
})

export const text = style({ display: 'grid', gap: vars.space.sm })
export const title = style({ margin: 0, fontSize: vars.fontSize.h2 })
export const body = style({ margin: 0, color: vars.color.textOnBrandMuted, maxInlineSize: '55ch' })
