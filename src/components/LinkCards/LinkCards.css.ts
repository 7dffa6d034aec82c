import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'
import { iconLink } from '#src/components/Button/Button.css.ts'
import { cardActions, cardSurface } from '#src/theme/card.css.ts'

export const card = cardSurface

/**
 * A card of a grid where only some cards link (the home page's supply cards): its link sits at
 * the end of the title's line, so a card with one is no taller than a card without, and no card
 * keeps an empty band where the others have a link.
 */
export const cardLinkBeside = style([
  cardSurface,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    // The title's line is as tall as the link's target in every card: the texts start level.
    gridTemplateRows: 'minmax(44px, auto)',
    alignItems: 'center',
    alignContent: 'start',
    columnGap: vars.space.md,
  },
])
globalStyle(`${cardLinkBeside} > p`, { gridColumn: '1 / -1' })

/**
 * A card alone in its row (the investor page's about us): its text keeps its measure (global.css.ts),
 * so it stands as a centred column in the card instead of leaving the card's end half empty.
 */
export const lone = style([cardSurface, { alignItems: 'center', textAlign: 'center' }])

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const link = style([iconLink, cardActions])
export const linkBeside = style([iconLink, { gridRow: 1, gridColumn: 2 }])
