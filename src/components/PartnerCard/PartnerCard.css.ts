import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

import { cardActions, cardSurface } from '#src/theme/card.css.ts'

/** A card this wide (a lone partner takes its grid's row: CardGrid.css.ts) puts its wordmark beside the rest. */
const wideCard = '(min-inline-size: 40rem)'

export const card = style([
  cardSurface,
  {
    '@container': {
      [wideCard]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', alignContent: 'start', columnGap: vars.space.xl },
    },
  },
])
globalStyle(`${card} > *`, { '@container': { [wideCard]: { gridColumn: 2 } } })

// The heading holds the wordmark only: no line box of its own around it. In a wide card it is a
// panel as tall as the card's text, the wordmark drawn large in its middle: not a small mark at
// the card's edge with the text starting a third of the way across.
export const name = style({
  margin: 0,
  lineHeight: 0,
  '@container': {
    [wideCard]: {
      gridColumn: 1,
      gridRow: '1 / span 4',
      alignSelf: 'stretch',
      display: 'grid',
      placeItems: 'center',
      padding: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceAlt,
    },
  },
})
globalStyle(`${name} > [aria-hidden]`, { '@container': { [wideCard]: { display: 'flex', justifyContent: 'center', inlineSize: '100%' } } })
globalStyle(`${name} svg`, { '@container': { [wideCard]: { inlineSize: '100%', maxInlineSize: '16rem', blockSize: 'auto' } } })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const claims = style({ margin: 0, paddingInlineStart: vars.space.lg, fontWeight: 600, color: vars.color.brand })
export const actions = style([
  cardActions,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, paddingBlockStart: vars.space.sm },
])

export const button = style({
  minBlockSize: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.accent,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentHover } },
})

export { iconLink as link } from '#src/components/Button/Button.css.ts'

export const video = style({ display: 'grid', gap: vars.space.sm })
export const frame = style({ inlineSize: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt })
export const products = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs })
export const documents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
