import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const article = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xl })

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm })
globalStyle(`${figure} > span`, { borderRadius: vars.radius.md })

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, margin: 0 })
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.small, color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 })

export const introduction = style({ fontWeight: 500 })
