import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})

export const member = style({ display: 'grid', justifyItems: 'center', gap: vars.space.xs, textAlign: 'center', padding: vars.space.md })
export const portrait = style({ inlineSize: '7.5rem', blockSize: '7.5rem' })
export const name = style({ margin: 0, fontSize: vars.fontSize.h3 })
export const role = style({ margin: 0, color: vars.color.textMuted })
