import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '#src/theme/theme.css.ts'

export const office = style({ padding: vars.space.lg, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` })
export const city = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xs, marginBlockStart: vars.space.sm })
globalStyle(`${address} p`, { margin: 0 })
globalStyle(`${address} a`, { display: 'inline-flex', alignItems: 'center', minBlockSize: '44px' })
/**
 * Phone numbers and e-mail addresses read left to right inside Arabic text, isolated so the
 * sentence's direction does not reorder their parts. A wrapped address lines up with the
 * card's start: in an Arabic card that is the right, the end of the address's own direction.
 */
export const ltrValue = style({
  unicodeBidi: 'isolate',
  textAlign: 'start',
  selectors: {
    [`${address} &`]: { display: 'inline-block', paddingBlock: '0.625rem', lineHeight: '1.5rem' },
    '[dir="rtl"] &': { textAlign: 'end' },
  },
})
export const unbroken = style({ whiteSpace: 'nowrap' })
export const formLayout = style({
  display: 'grid',
  gridTemplateColumns: '3fr 2fr',
  gap: vars.space.xl,
  alignItems: 'start',
  inlineSize: '100%',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})
export const image = style({ inlineSize: '100%', blockSize: 'auto', '@media': { [media.mobile]: { display: 'none' } } })
