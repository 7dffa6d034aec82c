import { style, styleVariants } from '@vanilla-extract/css'
import { darkSurface, media, vars } from '#src/theme/theme.css.ts'

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.textOnBrand,
  vars: darkSurface,
  // The fixed header overlaps the hero; the hero's own padding keeps the heading clear of it.
  paddingBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.xxl})`,
  paddingBlockEnd: vars.space.xxl,
})

// Text and illustration side by side from tablets up, the text the wider.
export const inner = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })

export const art = style({
  display: 'none',
  justifySelf: 'end',
  inlineSize: '100%',
  maxInlineSize: '24rem',
  blockSize: 'auto',
  '@media': { [media.desktop]: { display: 'block' } },
})

const headingBase = style({ margin: 0 })
export const heading = styleVariants({
  title: [headingBase, { fontSize: vars.fontSize.h1, maxInlineSize: '22ch' }],
  // Large on a phone too, where no illustration stands beside it (amber on the hero: 5.1:1).
  display: [
    headingBase,
    {
      fontSize: 'clamp(6.5rem, 5rem + 8vw, 11rem)',
      fontWeight: 800,
      lineHeight: 0.9,
      letterSpacing: '-0.03em',
      color: vars.color.highlight,
      fontVariantNumeric: 'tabular-nums',
    },
  ],
})

export const intro = style({
  fontSize: vars.fontSize.lead,
  color: vars.color.textOnBrandMuted,
  margin: 0,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginBlockStart: vars.space.sm })
