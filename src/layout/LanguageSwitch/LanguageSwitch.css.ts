import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const languageSwitch = styleVariants({
  light: [base, { color: vars.color.textOnBrand }],
  dark: [base, { color: vars.color.brand }],
})
