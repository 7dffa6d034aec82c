import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '#src/theme/theme.css.ts'
import { accentCard } from '#src/theme/card.css.ts'

export const widget = style({ display: 'grid', gap: vars.space.md, inlineSize: '100%' })

export const stage = style({ position: 'relative' })

// The widget's height is reserved before its script arrives, so the page does not shift.
export const frame = style({
  minBlockSize: '700px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  selectors: { '&[data-state="failed"], &[data-state="static"]': { minBlockSize: 0 } },
})

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } })

/** The calendar's outline while it loads: a title line and two blocks of days. */
export const skeleton = style({
  position: 'absolute',
  inset: vars.space.xl,
  display: 'grid',
  gridTemplateRows: '2.5rem 1fr 1fr',
  gap: vars.space.lg,
  pointerEvents: 'none',
})

export const bone = style({
  borderRadius: vars.radius.md,
  background: vars.color.border,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  selectors: { '&:first-child': { inlineSize: '60%' } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const message = style({ margin: 0, fontWeight: 600 })
export const link = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: '44px', color: vars.color.link, fontWeight: 600 })

/** While the calendar loads or once it shows: the status and the booking link, a line each. */
export const bar = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' })

/** No calendar: a card of its own, the booking page its one button, the other ways under a rule. */
export const card = style([
  accentCard,
  {
    gap: vars.space.md,
    justifyItems: 'start',
    maxInlineSize: '44rem',
    padding: vars.space.xl,
    boxShadow: vars.shadow.raised,
    '@media': { [media.mobile]: { padding: vars.space.lg } },
  },
])

export const cardIcon = style({ color: vars.color.brand })

export const cardMessage = style({
  margin: 0,
  fontSize: vars.fontSize.lead,
  fontWeight: 600,
  color: vars.color.text,
  maxInlineSize: vars.layout.measure,
})

export const others = style({
  display: 'grid',
  gap: vars.space.xs,
  justifySelf: 'stretch',
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const othersTitle = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.textMuted })

export const ways = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 })
