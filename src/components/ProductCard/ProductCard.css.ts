import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const card = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  // No overflow clipping here: the full-width toggle's focus ring is drawn outside the card.
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.h3 })

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '56px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.link } },
})

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

export const summary = style({ margin: 0, paddingInline: vars.space.lg, paddingBlockEnd: vars.space.md, color: vars.color.textMuted })

// Height from 0 to its content over 0.3s: grid rows 0fr → 1fr animate where height: auto cannot.
// Visibility switches at the end of the collapse, so hidden details are out of reach.
export const details = style({
  display: 'grid',
  gridTemplateRows: '0fr',
  visibility: 'hidden',
  transition: 'grid-template-rows 0.3s ease, visibility 0.3s',
  selectors: { [`${card}[data-expanded="true"] &`]: { gridTemplateRows: '1fr', visibility: 'visible' } },
})

export const detailsInner = style({
  overflow: 'hidden',
  minBlockSize: 0,
  display: 'grid',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  selectors: { [`${card}[data-expanded="true"] &`]: { paddingBlockEnd: vars.space.lg } },
})

export const description = style({ margin: 0 })
