import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// Two columns where the text column still holds its measure beside the side column.
const wide = 'screen and (min-width: 64rem)'

/**
 * Under its full-width picture the text keeps its reading measure in the main column, and the
 * article's facts (date, place or category, the calendar file) and a contact call to action stand
 * in a column beside it, so the wide page is used on both halves (decision 0047). On phones the
 * columns stack: facts, text, then the call to action.
 */
export const article = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  // The prose's size: the text column below is one measure of it wide, in either language (the
  // measure is in ems, and Arabic's is shorter), and the side column takes the rest.
  fontSize: vars.fontSize.lead,
  '@media': {
    [wide]: {
      gridTemplateColumns: `minmax(0, ${vars.layout.measure}) minmax(16rem, 1fr)`,
      // The last row takes what the text's height leaves, so the side column's boxes sit at its top.
      gridTemplateRows: 'auto auto auto 1fr',
      columnGap: vars.space.xxl,
      alignItems: 'start',
    },
  },
})

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, '@media': { [wide]: { gridColumn: '1 / -1' } } })
globalStyle(`${figure} > span`, { borderRadius: vars.radius.md })

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

const sideBox = {
  display: 'grid',
  fontSize: vars.fontSize.body,
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
} as const

export const facts = style({
  ...sideBox,
  '@media': { [wide]: { gridColumn: 2, gridRow: 2 } },
})

export const factList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 })
globalStyle(`${factList} > div`, { flex: '1 1 10rem' })
globalStyle(`${factList} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted })
globalStyle(`${factList} dd`, { margin: 0, fontWeight: 600 })

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [wide]: { gridColumn: 1, gridRow: '2 / span 3' } },
})

export const introduction = style({ fontWeight: 500 })

export const contact = style({
  ...sideBox,
  justifyItems: 'start',
  borderInlineStart: `4px solid ${vars.color.accent}`,
  '@media': { [wide]: { gridColumn: 2, gridRow: 3 } },
})

export const contactTitle = style({ margin: 0, fontSize: vars.fontSize.lead, color: vars.color.brand })
