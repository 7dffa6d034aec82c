import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { darkSurface, media, vars } from '#src/theme/theme.css.ts'

/**
 * The header's sections need about 920px beside the logo, Contact us and the language switch in
 * English: under 1024px (tablets as well as phones) they move into the drawer. Everything else in
 * the site keeps the 768px breakpoint.
 */
const narrow = 'screen and (max-width: 1023.98px)'
const wide = 'screen and (min-width: 1024px)'
/** From 1024px to 1279px the row is tight: the sections sit closer, so the logo keeps one line. */
const tight = 'screen and (min-width: 1024px) and (max-width: 1279.98px)'

const solid = { background: vars.color.brandStrong, boxShadow: vars.shadow.raised }
const clear = { background: 'transparent', boxShadow: 'none' }
const turnSolid = keyframes({ from: clear, to: solid })

/**
 * Transparent over the page's dark hero at the top, solid once the page scrolls (docs/product.md
 * "Header"), but only where something known to work says where the page is: a scroll-driven
 * animation (CSS alone, where supported), or the app once it runs (`data-solid`). Otherwise (no
 * script yet, or none at all, in a browser without scroll timelines) it stays solid, so its white
 * text is never left over white content.
 */
export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 20,
  color: vars.color.textOnBrand,
  vars: darkSurface,
  ...solid,
  '@supports': {
    '(animation-timeline: scroll())': { animation: `${turnSolid} linear both`, animationTimeline: 'scroll()', animationRange: '0 1px' },
  },
  selectors: {
    '&[data-solid]': { animation: 'none', transition: `background-color ${vars.duration.base}, box-shadow ${vars.duration.base}` },
    '&[data-solid="false"]': clear,
  },
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.layout.headerHeight,
  '@media': { [media.mobile]: { gap: vars.space.sm }, [tight]: { gap: vars.space.sm } },
})

export const logoLink = style({
  display: 'inline-flex',
  textDecoration: 'none',
  color: 'inherit',
  minBlockSize: '44px',
  alignItems: 'center',
})
// The logo reads on one line. On phones its name is a little smaller, so it fits beside Contact us
// and Menu from 360px; only narrower (320px phones) does it break between its words into a
// two-line lockup instead of pushing the buttons out of the header.
globalStyle(`${logoLink} > span`, {
  lineHeight: vars.lineHeight.tight,
  '@media': {
    'screen and (max-width: 479.98px)': { fontSize: '1rem' },
    'screen and (max-width: 359.98px)': { whiteSpace: 'normal' },
  },
})

export const nav = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  '@media': { [narrow]: { display: 'none' } },
})

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tight]: { gap: 0 } },
})
// The sections' links and dropdowns closer together where the row is tight.
globalStyle(`${navList} > li > a, ${navList} > li > details > summary`, {
  '@media': { [tight]: { paddingInline: vars.space.xs } },
})

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
  flexShrink: 0,
  '@media': { [narrow]: { marginInlineStart: 'auto' } },
})

// On phones the Contact us button stays, narrower, beside the Menu button.
// Not on `actions`: the drawer's dialog sits inside it and would inherit the no-wrap.
export const contact = style({ whiteSpace: 'nowrap', '@media': { [media.mobile]: { paddingInline: '0.75rem' } } })

// The drawer is the navigation of phones and tablets: wide screens have the header's own.
export const menuToggle = style({ '@media': { [wide]: { display: 'none' } } })
// Under 480px the Menu button shows its icon alone ("Menu" stays its name for screen readers), so
// the logo, Contact us and Menu share one row down to 320px in both languages.
globalStyle(`${menuToggle} > span`, {
  '@media': {
    'screen and (max-width: 479.98px)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
})

export const desktopOnly = style({ display: 'contents', whiteSpace: 'nowrap', '@media': { [media.mobile]: { display: 'none' } } })
