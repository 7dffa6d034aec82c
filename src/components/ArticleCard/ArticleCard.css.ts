import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

/** A card this wide (a grid item is a container: CardGrid.css.ts) lays itself out across. */
const wideCard = '(min-inline-size: 36rem)'

export const card = style({
  position: 'relative',
  blockSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.raised } },
  /**
   * As wide as a row of the grid (a lone card, the first of a listing): the picture fills the card
   * and the text stands on a panel over its start corner. Beside the text in a column of its own,
   * the picture was cut to a tall sliver as high as the row, through its subject (the more so in
   * Arabic, whose longer text made the row taller), and the text ended halfway down.
   */
  '@container': { [wideCard]: { display: 'grid', isolation: 'isolate', minBlockSize: 'min(32rem, 55cqi)' } },
})
globalStyle(`${card} > :first-child`, {
  '@container': { [wideCard]: { gridArea: '1 / 1', aspectRatio: 'auto', blockSize: '100%', zIndex: -1 } },
})

// A column whose last part (Read more) sits at the bottom, level across a row of cards. On the
// wide card's panel Read more follows the text: the panel is as tall as its text.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flexGrow: 1,
  '@container': {
    [wideCard]: {
      gridArea: '1 / 1',
      alignSelf: 'end',
      justifySelf: 'start',
      maxInlineSize: 'min(30rem, 62%)',
      margin: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      boxShadow: vars.shadow.raised,
    },
  },
})

export const tag = style({
  margin: 0,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
})

/**
 * A card's title a step above the body text; the wide card (a lone card, the first of a listing)
 * takes a heading's size. At a heading's size a long Arabic title ran to four lines in a card of
 * a row of three when the page drew it in the local fallback font (font-display: optional leaves
 * a late web font out).
 */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lead,
  '@container': { [wideCard]: { fontSize: vars.fontSize.h3 } },
})

// The link's box covers the card, so the whole card is one target with one accessible name.
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
})

export const description = style({ margin: 0, color: vars.color.textMuted, '@container': { [wideCard]: { fontSize: vars.fontSize.lead } } })

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  '@container': { [wideCard]: { marginBlockStart: 0 } },
  color: vars.color.link,
  fontWeight: 600,
})
