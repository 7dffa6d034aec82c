import { style } from '@vanilla-extract/css'

// Brand wordmarks are Latin and read left to right on every page. In a narrow card the whole
// wordmark scales down (its box keeps the drawing's proportions) rather than being cut.
export const logo = style({ flexShrink: 0, direction: 'ltr', maxInlineSize: '100%', blockSize: 'auto' })
