import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  transition: `background-color ${vars.duration.fast}`,
})

export const link = styleVariants({
  light: [base, { color: vars.color.textOnBrand, selectors: { '&:hover': { background: 'rgba(255,255,255,0.14)' } } }],
  dark: [base, { color: vars.color.brand, selectors: { '&:hover': { background: vars.color.surfaceAlt } } }],
})
