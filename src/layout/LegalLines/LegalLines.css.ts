import { globalStyle, style } from '@vanilla-extract/css'

export const legal = style({})
globalStyle(`${legal} p`, { margin: 0 })
