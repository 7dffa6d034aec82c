import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const map = style({
  position: 'relative',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const drawing = style({ display: 'block', inlineSize: '100%', blockSize: '100%' })

const base = style({
  position: 'absolute',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.9)',
  color: vars.color.brandStrong,
  // The page's text size, never scaled down with the drawing (at least 12px on a phone).
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
})

/** Beside the marker, on its east side (a map's east is on the right in both languages). */
export const label = styleVariants({
  after: [base, { transform: 'translate(18px, -50%)' }],
  below: [base, { transform: 'translate(-50%, 16px)' }],
})
