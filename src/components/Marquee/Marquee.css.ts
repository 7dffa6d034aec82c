import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { buttonTone } from '#src/components/Button/Button.css.ts'

export const marquee = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'end' })

const moving = `${marquee}[data-moving="true"]`
// Where the moving row meets the edges it fades out over a few rem, so no name is cut off hard.
const fade = 'linear-gradient(to right, transparent, #000 3rem, #000 calc(100% - 3rem), transparent)'

// Still (no script, reduced motion) the logos wrap onto as many rows as they need, all whole;
// moving, the loop hides the overflow behind the faded edges.
export const viewport = style({
  inlineSize: '100%',
  selectors: { [`${moving} &`]: { overflow: 'hidden', maskImage: fade, WebkitMaskImage: fade } },
})

export const track = style({ display: 'flex', selectors: { [`${moving} &`]: { inlineSize: 'max-content' } } })

export const copy = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.lg,
  inlineSize: '100%',
  selectors: {
    [`${moving} &`]: { flexWrap: 'nowrap', inlineSize: 'auto', flexShrink: 0, gap: vars.space.xxl, paddingInlineEnd: vars.space.xxl },
  },
})

export const control = buttonTone.outline
