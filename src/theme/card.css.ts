import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/**
 * The bordered card most grids hold. A column of its parts whose last part (a link, the actions)
 * is pushed to the bottom, so in a row of cards of one height the actions line up.
 */
export const cardSurface = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

/**
 * A card that stands apart from the cards around it: an index's section, a "trusted by" name, the
 * booking card standing in for its calendar. A bordered panel with the accent along its top.
 */
export const accentCard = style({
  display: 'grid',
  alignContent: 'start',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
})

/** Put on a card's actions: they sit at the card's bottom edge. */
export const cardActions = style({ marginBlockStart: 'auto' })
