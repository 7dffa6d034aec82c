import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const ways = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 })
