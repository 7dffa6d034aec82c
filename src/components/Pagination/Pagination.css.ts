import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const nav = style({ marginBlockStart: vars.space.xl })

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

// WCAG 2.2 asks 24px targets; these are 44px, as the site's buttons, and easy to hit on a phone.
const target = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minInlineSize: '44px',
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
} as const

export const link = style({
  ...target,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'underline' },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
  },
})

export const step = style({ paddingInline: vars.space.md })

export const gap = style({ ...target, color: vars.color.textMuted })
