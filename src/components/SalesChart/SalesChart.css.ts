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

// The year comes first in the markup (read first) and is drawn under its bar.
export const point = style({
  display: 'grid',
  gridTemplateAreas: '"value" "bar" "year"',
  gridTemplateRows: 'auto 12rem auto',
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
  alignSelf: 'end',
  inlineSize: '60%',
  // blockSize: set per bar, its amount as a share of the largest.
  borderStartStartRadius: vars.radius.sm,
  borderStartEndRadius: vars.radius.sm,
  background: vars.color.accent,
  selectors: { [`${point}:last-child &`]: { background: vars.color.brand } },
})

export const note = style({ margin: 0, color: vars.color.textMuted })
