import { style } from '@vanilla-extract/css'
import { media, vars } from '../../theme/theme.css'

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 20,
  color: vars.color.textOnBrand,
  // Transparent over the page's dark hero at the top; solid once the page scrolls (SPEC "Header").
  background: 'transparent',
  transition: `background-color ${vars.duration.base}, box-shadow ${vars.duration.base}`,
  selectors: {
    '&[data-solid="true"]': { background: vars.color.brandStrong, boxShadow: vars.shadow.raised },
  },
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.layout.headerHeight,
})

export const logoLink = style({ display: 'inline-flex', textDecoration: 'none', color: 'inherit', minBlockSize: '44px', alignItems: 'center' })

export const nav = style({
  marginInlineStart: 'auto',
  '@media': { [media.mobile]: { display: 'none' } },
})

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.sm,
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.35em' },
  },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { marginInlineStart: 'auto' } },
})

// On phones the Contact us button stays, narrower, beside the Menu button.
export const contact = style({ '@media': { [media.mobile]: { paddingInline: vars.space.md } } })

export const menuToggle = style({ '@media': { [media.desktop]: { display: 'none' } } })

export const desktopOnly = style({ display: 'contents', '@media': { [media.mobile]: { display: 'none' } } })
