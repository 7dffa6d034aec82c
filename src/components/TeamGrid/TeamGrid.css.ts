import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// In the shared grid (cardGrid, 'compact'): a lone first member (the chair, the chief executive)
// takes a row of their own above the others, centred. Each member spans three of the grid's rows
// (portrait, name, role) and lays its parts on them (subgrid): a name on two lines makes its
// whole row's name track taller, so every role of the row starts at one height.
export const member = style({
  display: 'grid',
  gridRow: 'span 3',
  gridTemplateRows: 'subgrid',
  justifyItems: 'center',
  alignContent: 'start',
  rowGap: vars.space.xs,
  textAlign: 'center',
  paddingBlock: vars.space.md,
})

export const portrait = style({
  inlineSize: '7.5rem',
  blockSize: '7.5rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
})

// A name breaks only between words ("Al-Qahtani" is one word, its hyphen no place to break).
// Sized by the member's column (each grid item is a container): a title and the name after it
// ("Dr. Abdulrahman") fit a phone's half-width column on one line.
export const name = style({
  margin: 0,
  fontSize: `clamp(1rem, 11cqi, ${vars.fontSize.h3})`,
  hyphens: 'none',
  textWrap: 'balance',
  alignSelf: 'start',
})
export const word = style({ whiteSpace: 'nowrap' })
export const role = style({ margin: 0, color: vars.color.textMuted })
