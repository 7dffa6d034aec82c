import { style } from '@vanilla-extract/css'
import { darkSurface, vars } from '#src/theme/theme.css.ts'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.md,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  // Shown over the dark header and hero: its ring must stand out from them.
  vars: darkSurface,
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

export const main = style({ outline: 'none', minBlockSize: '50vh' })
