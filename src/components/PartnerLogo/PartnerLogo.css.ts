import { style } from '@vanilla-extract/css'

// Brand wordmarks are Latin and read left to right on every page.
export const logo = style({ flexShrink: 0, direction: 'ltr' })
