import { style } from '@vanilla-extract/css'
import { accentCard } from '#src/theme/card.css.ts'
import { vars } from '#src/theme/theme.css.ts'

// The search's label and the filters' legend start one line, the field and the selects the next:
// each select is named by its hidden label and shows what it filters by ("All cities").
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: vars.space.lg, inlineSize: '100%' })
export const searchField = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 18rem', maxInlineSize: '32rem' })
export const label = style({ fontWeight: 600 })
export const filters = style({ flex: '2 1 20rem', margin: 0, padding: 0, border: 0, minInlineSize: 0 })
export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: 600,
})
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
export const choice = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 12rem' })
export const select = style({
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus': { borderColor: vars.color.accent } },
})
export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const searchIcon = style({ position: 'absolute', insetInlineStart: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' })
export const input = style({
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingInlineStart: '2.75rem',
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:focus': { borderColor: vars.color.accent } },
})
export const status = style({ margin: 0, color: vars.color.textMuted })

/** One of the "trusted by" list: a mark, the person, their role under it. */
export const testimonial = style([accentCard, { gap: vars.space.xs, padding: vars.space.lg }])
export const testimonialMark = style({ color: vars.color.accent, marginBlockEnd: vars.space.xs })
export const person = style({ fontWeight: 700, fontSize: vars.fontSize.lead, color: vars.color.brand, lineHeight: vars.lineHeight.tight })
export const credit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
