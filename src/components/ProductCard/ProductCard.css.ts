import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const card = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // No overflow clipping here: the full-width toggle's focus ring is drawn outside the card.
})

/**
 * Height from 0 to its content over 0.3s where the browser animates a <details> (its content's
 * box and `interpolate-size`); elsewhere it opens at once. Never under reduced motion.
 */
export const disclosure = style({
  selectors: {
    '&::details-content': {
      blockSize: 0,
      overflow: 'clip',
      transition: 'block-size 0.3s ease, content-visibility 0.3s allow-discrete',
    },
    '&[open]::details-content': { blockSize: 'auto' },
  },
  '@supports': { '(interpolate-size: allow-keywords)': { interpolateSize: 'allow-keywords' } },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::details-content': { transition: 'none' } } } },
})

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: '56px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  // A summary's disclosure triangle: the plus and minus stand for it.
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { color: vars.color.link } },
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.h3, font: 'inherit', fontWeight: 700 })

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
})

export const plus = style({ selectors: { [`${disclosure}[open] &`]: { display: 'none' } } })
export const minus = style({ selectors: { [`${disclosure}:not([open]) &`]: { display: 'none' } } })

// The short description stands for the details while they are closed.
export const summary = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.md,
  color: vars.color.textMuted,
  selectors: { [`${disclosure}[open] + &`]: { display: 'none' } },
})

// Opened in a wide section (the products page from tablets up), the picture sits beside the
// text, which keeps to the measure of running text.
export const detailsInner = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
  '@container': {
    '(min-inline-size: 44rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start', columnGap: vars.space.xl },
  },
})

export const description = style({ margin: 0, justifySelf: 'stretch' })
