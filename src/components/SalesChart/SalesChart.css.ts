import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.md, inlineSize: '100%', maxInlineSize: '40rem' })
export const caption = style({ fontWeight: 700, fontSize: vars.fontSize.h3, color: vars.color.brand })

// One column per stated year; the list's order is the reading order, so RTL mirrors it by itself.
export const points = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

/** The tallest bar's height, in rem: each bar is its amount's share of it. */
export const plotRem = 12

// The year comes first in the markup (read first) and is drawn under its bar. Every column is as
// tall as the tallest (the list's row); the space above a shorter bar's amount absorbs the
// difference, so each amount stands on its own bar.
export const point = style({
  display: 'grid',
  gridTemplateAreas: '"." "value" "bar" "year"',
  gridTemplateRows: 'minmax(0, 1fr) auto auto auto',
  justifyItems: 'center',
})

export const value = style({
  gridArea: 'value',
  paddingBlockEnd: vars.space.xs,
  fontWeight: 700,
  fontSize: vars.fontSize.lead,
  color: vars.color.brand,
})
// The years stand on the chart's baseline, drawn under the bars across the whole width.
export const year = style({
  gridArea: 'year',
  justifySelf: 'stretch',
  textAlign: 'center',
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
})
export const bar = style({
  gridArea: 'bar',
  inlineSize: '60%',
  // blockSize: set per bar, its amount's share of the plot's height.
  borderStartStartRadius: vars.radius.sm,
  borderStartEndRadius: vars.radius.sm,
  background: vars.color.accent,
  selectors: { [`${point}:last-child &`]: { background: vars.color.brand } },
})

export const note = style({ margin: 0, color: vars.color.textMuted })
