import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { cardSurface } from '#src/theme/card.css.ts'

export const entry = style([cardSurface, { gridTemplateRows: 'auto 1fr auto' }])
export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const description = style({ margin: 0 })
export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 })
