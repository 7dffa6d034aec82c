import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const form = style({ display: 'grid', gap: vars.space.md, inlineSize: '100%' })
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })
export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600 })
export const input = style({
  inlineSize: '100%',
  minBlockSize: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: {
    '&:focus': { borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: '#b3261e' },
  },
})
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })
export const error = style({ margin: 0, color: '#b3261e', fontWeight: 600, fontSize: vars.fontSize.small })
export const submit = style({
  justifySelf: 'start',
  minBlockSize: '48px',
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.accent,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover }, '&:disabled': { cursor: 'progress', opacity: 0.85 } },
})
// Live regions stay rendered while empty, so screen readers announce what is put in them.
export const status = style({ margin: 0, color: vars.color.brand, fontWeight: 600 })
export const failure = style({ margin: 0, color: '#b3261e', fontWeight: 600 })
// The way round a message that was not confirmed: the office's address and the text to copy.
export const alternative = style({ display: 'grid', gap: vars.space.xs })
