import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: '1.125rem',
  whiteSpace: 'nowrap',
})

export const logo = styleVariants({
  light: [base, { color: vars.color.textOnBrand }],
  dark: [base, { color: vars.color.brand }],
})

export const mark = style({ flexShrink: 0 })
export const name = style({})
