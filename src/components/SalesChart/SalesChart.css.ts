import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.md })
export const caption = style({ fontWeight: 700, fontSize: vars.fontSize.h3, color: vars.color.brand })
// The bars are drawn left to right; in Arabic the chart flips so the first year is on the right.
export const chart = style({ inlineSize: '100%', blockSize: 'auto', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })
export const bars = style({})
export const bar = style({ fill: vars.color.accent })
export const barLast = style({ fill: vars.color.brand })
const label = style({ fill: vars.color.text, fontSize: '16px', fontWeight: 600, selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)', transformBox: 'fill-box', transformOrigin: 'center' } } })
export const value = style([label])
export const year = style([label, { fill: vars.color.textMuted, fontWeight: 400 }])
export const summary = style({ margin: 0, color: vars.color.textMuted })
