import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { cardSurface } from '#src/theme/card.css.ts'

export const card = style([cardSurface, { background: vars.color.surfaceAlt, border: 0, borderInlineStart: `4px solid ${vars.color.accent}` }])

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const text = style({ margin: 0 })
