import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../../theme/theme.css'

export const office = style({ padding: vars.space.lg, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` })
export const city = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.xs, marginBlockStart: vars.space.sm })
globalStyle(`${address} p`, { margin: 0 })
globalStyle(`${address} a`, { display: 'inline-flex', alignItems: 'center', minBlockSize: '44px' })
export const formLayout = style({
  display: 'grid',
  gridTemplateColumns: '3fr 2fr',
  gap: vars.space.xl,
  alignItems: 'start',
  inlineSize: '100%',
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
})
export const image = style({ inlineSize: '100%', blockSize: 'auto', '@media': { [media.mobile]: { display: 'none' } } })
