import { style } from '@vanilla-extract/css'
import { lightSurface, vars } from '#src/theme/theme.css.ts'

export const wrapper = style({ position: 'relative' })

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  background: 'none',
  border: 0,
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  // A summary's disclosure triangle: the chevron below stands for it.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { textDecoration: 'underline' },
    // The section of the page shown, like aria-current on a plain header link.
    '&[data-current="true"]': { textDecoration: 'underline', textUnderlineOffset: '0.35em' },
  },
})

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${wrapper}[open] > ${trigger} &`]: { transform: 'rotate(180deg)' } },
})

export const list = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  minInlineSize: '14rem',
  inlineSize: 'max-content',
  maxInlineSize: 'calc(100vw - 2rem)',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surface,
  vars: lightSurface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  zIndex: 10,
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.link, fontWeight: 700 },
  },
})
