import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

/** The earlier board reports, behind a disclosure that works without JavaScript. */
// As wide as the section (not the width of its content, which its cards, each a query container,
// do not give).
export const earlier = style({ marginBlockStart: vars.space.lg, justifySelf: 'stretch' })

export const earlierSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})

/** The cards shown once the disclosure is open. */
export const earlierCards = style({ marginBlockStart: vars.space.lg })
