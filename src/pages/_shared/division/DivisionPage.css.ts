import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// Shared by the division and specialty pages.
export const lead = style({ margin: 0, fontSize: vars.fontSize.lead })

// Each fact its own line of a bulleted list: run together they read as one sentence.
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  listStyle: 'disc',
  fontWeight: 600,
  color: vars.color.brand,
})
