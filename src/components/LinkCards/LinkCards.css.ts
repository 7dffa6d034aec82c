import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
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
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const link = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minBlockSize: '44px', color: vars.color.link, fontWeight: 600 })
