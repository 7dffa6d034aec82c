import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { iconLink } from '../Button/Button.css.ts'
import { cardActions } from '../CardGrid/CardGrid.css.ts'

export { cardSurface as card } from '../CardGrid/CardGrid.css.ts'

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const link = style([iconLink, cardActions])
