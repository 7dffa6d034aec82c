import { style } from '@vanilla-extract/css'
import { media, vars } from '../../theme/theme.css'

export const reveal = style({
  transition: `opacity ${vars.duration.reveal} ease-out, transform ${vars.duration.reveal} ease-out`,
  selectors: {
    '&[data-reveal="waiting"]': { opacity: 0, transform: 'translateY(1.5rem)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})
