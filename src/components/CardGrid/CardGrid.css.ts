import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

/** A responsive grid of cards (as a list), shared by news, events and related articles. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16.5rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})

/** The bordered card most grids hold: padding, radius, a quiet border. */
export const cardSurface = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const section = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl, justifyItems: 'start' })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.h2, color: vars.color.brand })
