import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

// Shared by the division and specialty pages.
export const lead = style({ margin: 0, maxInlineSize: '70ch', fontSize: vars.fontSize.lead })

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
