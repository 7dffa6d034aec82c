import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.accent}`,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const text = style({ margin: 0 })
