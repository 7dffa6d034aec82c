import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '#src/theme/theme.css.ts'

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
