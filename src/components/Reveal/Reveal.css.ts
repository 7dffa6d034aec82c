import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// Hidden at once (it is below the fold), animated only on the way in; the global
// reduced-motion rule (theme/global.css.ts) removes the animation, and Reveal never hides then.
export const reveal = style({
  selectors: {
    '&[data-reveal="waiting"]': { opacity: 0, transform: 'translateY(1.5rem)' },
    '&[data-reveal="shown"]': {
      transition: `opacity ${vars.duration.reveal} ease-out, transform ${vars.duration.reveal} ease-out`,
    },
  },
})

export const revealWords = style({})

export const word = style({
  display: 'inline-block',
  selectors: {
    [`${revealWords}[data-reveal="waiting"] &`]: { opacity: 0, transform: 'translateY(0.6em)' },
    [`${revealWords}[data-reveal="shown"] &`]: {
      transitionProperty: 'opacity, transform',
      transitionDuration: vars.duration.reveal,
      transitionTimingFunction: 'ease-out',
    },
  },
})
