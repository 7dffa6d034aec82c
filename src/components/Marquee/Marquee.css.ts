import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const marquee = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'end' })

const moving = `${marquee}[data-moving="true"]`
// Where the moving row meets the edges it fades out over a few rem, so no name is cut off hard.
const fade = 'linear-gradient(to right, transparent, #000 3rem, #000 calc(100% - 3rem), transparent)'

// Still (no script, reduced motion) the logos wrap onto as many rows as they need, all whole;
// moving, the loop hides the overflow behind the faded edges.
export const viewport = style({
  inlineSize: '100%',
  selectors: { [`${moving} &`]: { overflow: 'hidden', maskImage: fade, WebkitMaskImage: fade } },
})

export const track = style({ display: 'flex', selectors: { [`${moving} &`]: { inlineSize: 'max-content' } } })

export const copy = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.lg,
  inlineSize: '100%',
  selectors: {
    [`${moving} &`]: { flexWrap: 'nowrap', inlineSize: 'auto', flexShrink: 0, gap: vars.space.xxl, paddingInlineEnd: vars.space.xxl },
  },
})

// A discreet round icon button under the strip's inline end: it must not outweigh the logos, yet
// stay a 32px target (WCAG 2.5.8 asks 24) with the site's focus ring.
export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand, borderColor: vars.color.brand } },
})
