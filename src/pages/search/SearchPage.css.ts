import { globalStyle, style } from '@vanilla-extract/css'
import { accentCard } from '#src/theme/card.css.ts'
import { vars } from '#src/theme/theme.css.ts'

export const search = style({ paddingBlockStart: vars.space.xl })

// For a browser without JavaScript (or whose scripts failed): once the app runs
// (src/layout/Page/ready.ts marks the document), search works and the note is not true.
export const noScript = style({
  maxInlineSize: vars.layout.measure,
  marginBlock: vars.space.md,
  selectors: { 'html[data-app-ready] &': { display: 'none' } },
})

/** The site map as an index: a card per section, its screens a list of quiet links. */
export const siteMap = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  inlineSize: '100%',
  alignItems: 'stretch',
})

export const group = style([accentCard, { gap: vars.space.xs, padding: vars.space.md, paddingBlockStart: vars.space.lg }])

export const heading = style({ margin: 0, paddingInline: vars.space.sm, fontSize: vars.fontSize.lead, fontWeight: 700, color: vars.color.brand })

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })
globalStyle(`${links} > li + li`, { borderBlockStart: `1px solid ${vars.color.border}` })

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline', background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.textMuted },
  },
})
