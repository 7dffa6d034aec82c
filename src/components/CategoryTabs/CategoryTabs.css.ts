import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  // A start-aligned grid item is at least as wide as its content: without a cap the strip would
  // widen the page instead of scrolling (sideways scrolling of the whole page on phones).
  maxInlineSize: '100%',
  // Room for the tabs' focus ring (2px offset + 3px), which the scrolling strip would cut off.
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  scrollbarWidth: 'thin',
  cursor: 'grab',
  userSelect: 'none',
})

export const tab = style({
  flexShrink: 0,
  minBlockSize: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&[aria-selected="true"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.textOnBrand },
  },
})
