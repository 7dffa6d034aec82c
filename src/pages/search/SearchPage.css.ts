import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const search = style({ paddingBlockStart: vars.space.xl })

export const noScript = style({ maxInlineSize: vars.layout.measure, marginBlock: vars.space.md })

export const siteMap = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
})

export const heading = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.fontSize.small, fontWeight: 700 })

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  color: vars.color.link,
  selectors: { '&[aria-current="page"]': { textDecoration: 'none' } },
})
