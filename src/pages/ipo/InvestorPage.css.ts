import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  inlineSize: '100%',
})

// Label first in the markup (read first), value shown large above it.
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xs, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceAlt })
export const figureLabel = style({ color: vars.color.textMuted })
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.h2, fontWeight: 700, color: vars.color.brand })

export const timeline = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})

export const milestone = style({ display: 'grid', gap: vars.space.xs, paddingInlineStart: vars.space.md, borderInlineStart: `3px solid ${vars.color.accent}` })
export const year = style({ fontSize: vars.fontSize.h2, fontWeight: 700, color: vars.color.accent })
export const milestoneTitle = style({ margin: 0, fontSize: vars.fontSize.h3 })
export const milestoneText = style({ margin: 0, color: vars.color.textMuted })
