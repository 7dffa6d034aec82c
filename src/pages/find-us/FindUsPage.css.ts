import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const map = style({ inlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` })

export const search = style({ display: 'grid', gap: vars.space.xs, inlineSize: 'min(100%, 32rem)' })
export const label = style({ fontWeight: 600 })
export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const searchIcon = style({ position: 'absolute', insetInlineStart: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' })
export const input = style({
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingInlineStart: '2.75rem',
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus': { borderColor: vars.color.accent } },
})
export const status = style({ margin: 0, color: vars.color.textMuted })

export const testimonials = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
export const testimonial = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontWeight: 600,
})
