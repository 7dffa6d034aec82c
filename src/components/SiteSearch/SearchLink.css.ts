import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const icon = style({ flexShrink: 0, marginInlineEnd: vars.space.xs })
