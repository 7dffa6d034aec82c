import { style } from '@vanilla-extract/css'
import { media, vars } from '#src/theme/theme.css.ts'
import { buttonTone } from '#src/components/Button/Button.css.ts'

export const slider = style({ display: 'grid', gap: vars.space.md, inlineSize: '100%' })

export const controls = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm })

// Each label on one line: on phones the two buttons, a little narrower, share the row.
export const control = style([
  buttonTone.outline,
  {
    whiteSpace: 'nowrap',
    '@media': { [media.mobile]: { paddingInline: vars.space.sm } },
    selectors: {
      '&[aria-disabled="true"]': { cursor: 'default', color: vars.color.textMuted, borderColor: vars.color.border, background: vars.color.surface },
    },
  },
])

export const row = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  // Cards snap to the padding's edge: the row at rest at its start is scrolled 0px (its ends are read).
  scrollPaddingInline: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  cursor: 'grab',
  userSelect: 'none',
})

export const card = style({
  flex: '0 0 min(15rem, 75vw)',
  scrollSnapAlign: 'start',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surface,
})

export const body = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md })
export const name = style({ margin: 0, fontSize: vars.fontSize.body })
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })
