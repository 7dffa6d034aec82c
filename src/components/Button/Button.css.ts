import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/theme.css'

/** Link and button styles; WCAG 2.2 target size: at least 44px tall. */
const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minBlockSize: '44px',
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.body,
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnBrand,
        selectors: { '&:hover': { background: vars.color.accentHover } },
      },
      light: {
        background: vars.color.surface,
        color: vars.color.brand,
        selectors: { '&:hover': { background: vars.color.surfaceAlt } },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.accent,
        selectors: { '&:hover': { background: vars.color.surfaceAlt } },
      },
      outlineLight: {
        background: 'transparent',
        color: vars.color.textOnBrand,
        borderColor: vars.color.textOnBrand,
        selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
      },
    },
  },
  defaultVariants: { tone: 'primary' },
})

/**
 * The tones as class names. The recipe runs here, at build time, and is not exported: an
 * exported recipe is a function in the browser bundle, with vanilla-extract's recipe runtime
 * (about 1 KB of every page's first load), for class names known at build time.
 */
export const buttonTone = {
  primary: button({ tone: 'primary' }),
  light: button({ tone: 'light' }),
  outline: button({ tone: 'outline' }),
  outlineLight: button({ tone: 'outlineLight' }),
}

/** A text link with an icon (downloads, external sites), at least 44px tall. */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
  color: vars.color.link,
  fontWeight: 600,
})

/** The outlined pill of the menu and close buttons; its colour is the text around it. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minBlockSize: '44px',
  minInlineSize: '44px',
  paddingInline: vars.space.sm,
  background: 'none',
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})
