import { style } from '@vanilla-extract/css'

// A number and its unit ("SAR 1.3 million", "Over 260") stay on one line.
export const figure = style({ whiteSpace: 'nowrap' })
