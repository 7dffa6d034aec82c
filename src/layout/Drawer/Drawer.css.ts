import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  minInlineSize: '44px',
  paddingInline: vars.space.sm,
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})

export const toggleLabel = style({})

const slideIn = keyframes({
  from: { transform: 'translateX(var(--drawer-from))' },
  to: { transform: 'translateX(0)' },
})

export const dialog = style({
  // The drawer slides from the inline end: the right in English, the left in Arabic.
  vars: { '--drawer-from': '100%' },
  selectors: {
    '[dir="rtl"] &': { vars: { '--drawer-from': '-100%' } },
    '&::backdrop': { background: 'rgba(8, 30, 36, 0.55)' },
  },
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 'auto',
  insetInlineEnd: 0,
  margin: 0,
  padding: 0,
  border: 0,
  blockSize: '100dvh',
  maxBlockSize: '100dvh',
  inlineSize: 'min(22rem, 100vw)',
  maxInlineSize: '100vw',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} ${vars.duration.base} ease-out`,
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minBlockSize: '100%',
  padding: vars.space.lg,
})

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })

export const close = style([toggle, { color: vars.color.brand }])
export const closeLabel = style({})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.link, background: vars.color.surfaceAlt },
  },
})

export const footer = style({
  marginBlockStart: 'auto',
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  justifyItems: 'start',
})

export const legal = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, display: 'grid', gap: vars.space.xs })
