import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const map = style({
  position: 'relative',
  // The names keep their distance from markers that grow with the map: `cqi` is 1% of its width.
  containerType: 'inline-size',
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

/**
 * Beside the marker, on its east side (`after`) or its west side (`before`), or under it: a map's east is on
 * the right in both languages, so these are physical sides, set with a transform from the
 * marker's centre (which `left` places), never with inline-start/end.
 */
// An office's marker reaches 13.5 of the drawing's 960 units from its centre (radius and half its
// stroke): 1.41% of the map's width. The names keep 4px more.
const clear = 'calc(1.41cqi + 4px)'

export const label = styleVariants({
  after: [base, { transform: `translate(${clear}, -50%)` }],
  before: [base, { transform: `translate(calc(-100% - ${clear}), -50%)` }],
  below: [base, { transform: `translate(-50%, ${clear})` }],
})
