import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const panel = style({ display: 'grid', gap: vars.space.lg, inlineSize: '100%' })
export const products = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 })
export const empty = style({ paddingBlock: vars.space.xl })
