import { globalStyle, style } from '@vanilla-extract/css'
import { darkSurface, media, vars } from '#src/theme/theme.css.ts'

export const footer = style({
  background: vars.color.brandStrong,
  color: vars.color.textOnBrand,
  vars: darkSurface,
  paddingBlock: vars.space.xxl,
  overflow: 'hidden',
})

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2.5fr)',
  // Under 1024px the site map needs the full width for its four columns.
  '@media': { 'screen and (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const brandColumn = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const logoLink = style({ display: 'inline-flex', minBlockSize: '44px', alignItems: 'center', textDecoration: 'none' })

export const tagline = style({ margin: 0, color: vars.color.textOnBrandMuted, maxInlineSize: '48ch' })

/** Four columns, two by two on phones: the groups are 3 to 6 links long, so no column stands alone. */
export const siteMap = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.lg}`,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textOnBrandMuted,
})

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  color: vars.color.textOnBrand,
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { textDecoration: 'underline' } },
})

export const bottom = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: '1px solid rgba(255, 255, 255, 0.25)',
  fontSize: vars.fontSize.small,
  color: vars.color.textOnBrandMuted,
})

export const legal = style({ display: 'grid', gap: vars.space.xs })

export const credit = style({ margin: 0 })

export const creditLink = style({ color: vars.color.textOnBrand })
globalStyle(`${creditLink}:hover`, { textDecorationThickness: '2px' })
