import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const widget = style({ display: 'grid', gap: vars.space.md, inlineSize: '100%' })
// The widget's height is reserved before its script arrives, so the page does not shift.
export const frame = style({
  minBlockSize: '700px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: { '&[data-state="failed"]': { minBlockSize: 0 } },
})
export const message = style({ margin: 0, fontWeight: 600 })
export const link = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: '44px', color: vars.color.link, fontWeight: 600 })
