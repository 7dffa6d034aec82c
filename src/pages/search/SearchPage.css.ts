import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const search = style({ paddingBlockStart: vars.space.xl })

export const noScript = style({ maxInlineSize: vars.layout.measure, marginBlock: vars.space.md })

export const sections = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
