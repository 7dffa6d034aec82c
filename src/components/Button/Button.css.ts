import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

/** Link and button styles; WCAG 2.2 target size: at least 44px tall. */
const button = style({
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
})

/** The tones as class names, all known at build time: no style function in the browser. */
export const buttonTone = styleVariants({
  primary: [
    button,
    { background: vars.color.accent, color: vars.color.textOnBrand, selectors: { '&:hover': { background: vars.color.accentHover } } },
  ],
  light: [button, { background: vars.color.surface, color: vars.color.brand, selectors: { '&:hover': { background: vars.color.surfaceAlt } } }],
  outline: [
    button,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.accent,
      selectors: { '&:hover': { background: vars.color.surfaceAlt } },
    },
  ],
  outlineLight: [
    button,
    {
      background: 'transparent',
      color: vars.color.textOnBrand,
      borderColor: vars.color.textOnBrand,
      selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
    },
  ],
})

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
