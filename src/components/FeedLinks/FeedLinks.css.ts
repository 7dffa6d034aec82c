import { style } from '@vanilla-extract/css'
import { iconLink } from '#src/components/Button/Button.css.ts'
import { vars } from '#src/theme/theme.css.ts'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xl}`,
  margin: 0,
  marginBlockStart: vars.space.lg,
  padding: 0,
  listStyle: 'none',
})

export const link = iconLink

export const symbol = style({ flexShrink: 0 })
