import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// Label first in the markup (read first), value shown large above it.
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})
export const label = style({ color: vars.color.textMuted })
// Figures are written as they stand inside sentences ("over 160"); standing alone, they start with a capital.
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  fontWeight: 700,
  color: vars.color.brand,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
})
