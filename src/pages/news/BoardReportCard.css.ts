import { style } from '@vanilla-extract/css'
import { iconLink } from '#src/components/Button/Button.css.ts'
import { cardSurface } from '#src/theme/card.css.ts'
import { vars } from '#src/theme/theme.css.ts'

// The bordered card of the grids, marked as a report by a band of the brand colour on top.
export const card = style([cardSurface, { borderBlockStart: `4px solid ${vars.color.brand}` }])

export const kicker = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.link, textTransform: 'uppercase' })
export const title = style({ margin: 0, fontSize: vars.fontSize.h3 })
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
export const text = style({ margin: 0, color: vars.color.textMuted })
// At the card's bottom, level with its neighbours' in a row.
export const download = style([iconLink, { marginBlockStart: 'auto', paddingBlockStart: vars.space.sm }])
