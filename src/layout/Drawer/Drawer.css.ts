import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export { pill as toggle } from '#src/components/Button/Button.css.ts'

export const nav = style({ display: 'grid', gap: vars.space.md })

export const heading = style({
  margin: 0,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textMuted,
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '44px',
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
