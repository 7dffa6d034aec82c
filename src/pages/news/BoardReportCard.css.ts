import { style } from '@vanilla-extract/css'
import { iconLink } from '#src/components/Button/Button.css.ts'
import { vars } from '#src/theme/theme.css.ts'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderBlockStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
})

export const kicker = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, color: vars.color.link, textTransform: 'uppercase' })
export const title = style({ margin: 0, fontSize: vars.fontSize.h3 })
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
export const text = style({ margin: 0, color: vars.color.textMuted })
// At the card's bottom, level with its neighbours' in a row.
export const download = style([iconLink, { marginBlockStart: 'auto', paddingBlockStart: vars.space.sm }])
