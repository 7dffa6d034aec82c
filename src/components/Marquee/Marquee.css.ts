import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { buttonTone } from '../Button/Button.css'

export const marquee = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'end' })

// Still (no script, reduced motion) the row scrolls by hand; moving, the loop hides the overflow.
export const viewport = style({
  overflowX: 'auto',
  inlineSize: '100%',
  selectors: { [`${marquee}[data-moving="true"] &`]: { overflow: 'hidden' } },
})

export const track = style({ display: 'flex', inlineSize: 'max-content' })

export const copy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxl,
  paddingInlineEnd: vars.space.xxl,
  flexShrink: 0,
})

export const control = buttonTone.outline
