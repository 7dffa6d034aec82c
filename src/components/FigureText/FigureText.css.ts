import { style } from '@vanilla-extract/css'

// A number and its unit ("1.3M Riyals", "Over 260") stay on one line.
export const figure = style({ whiteSpace: 'nowrap' })
