import { style } from '@vanilla-extract/css'
import { media, vars } from '#src/theme/theme.css.ts'

// Three portraits a row (two on phones), a short last row centred: six read 3 + 3, five 3 + 2.
export const grid = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  inlineSize: '100%',
})

export const member = style({
  flexBasis: `calc((100% - 2 * ${vars.space.lg}) / 3)`,
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  textAlign: 'center',
  padding: vars.space.md,
  '@media': { [media.mobile]: { flexBasis: `calc((100% - ${vars.space.lg}) / 2)`, paddingInline: 0 } },
})

export const portrait = style({
  inlineSize: '7.5rem',
  blockSize: '7.5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
})

// A name breaks only between words ("Al-Qahtani" is one word, its hyphen no place to break).
export const name = style({ margin: 0, fontSize: vars.fontSize.h3, hyphens: 'none' })
export const word = style({ whiteSpace: 'nowrap' })
export const role = style({ margin: 0, color: vars.color.textMuted })
