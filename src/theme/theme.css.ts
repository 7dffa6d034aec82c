import { createGlobalTheme } from '@vanilla-extract/css'
import { fontStacks } from './fallbacks.css.ts'

/** Mobile breakpoint of docs/product.md "Numbers": below 768px the header collapses into the drawer. */
export const breakpoints = { desktop: 768 } as const
export const media = {
  mobile: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

const focusOnLight = '#7a4f00'

export const vars = createGlobalTheme(':root', {
  color: {
    // Contrast ratios are against the colour they are used on; all meet WCAG AA (4.5:1) for text.
    brand: '#0b4f5c', // deep teal: hero and header background, white text 8.9:1
    brandStrong: '#083a44',
    accent: '#0e7480', // buttons, white text 5.4:1
    accentHover: '#0a5c66',
    highlight: '#f2b84b', // decorative only, never text on white
    text: '#1b2a31', // on white 14.6:1
    textMuted: '#4b5b63', // on white 7.1:1
    textOnBrand: '#ffffff',
    textOnBrandMuted: '#d4e6ea', // on brand 7.6:1
    surface: '#ffffff',
    surfaceAlt: '#f3f7f8',
    border: '#cfdde1',
    // The focus ring is amber on every surface, in the tone that stands out from it (WCAG 2.2:
    // 3:1 against what is behind it): dark on white and light surfaces (7.1:1 on white, 6.6:1
    // on surfaceAlt), light on the dark header, heroes, contact cards and footer (5.1:1 on brand,
    // 6.9:1 on brandStrong). A surface picks its tone with `darkSurface` / `lightSurface` below.
    focus: focusOnLight,
    focusOnLight,
    focusOnDark: '#f2b84b',
    link: '#0b5f6d', // on white 7.4:1
  },
  font: {
    latin: fontStacks.latin,
    arabic: fontStacks.arabic,
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    lead: '1.125rem',
    h3: '1.25rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)',
    h1: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
  },
  lineHeight: {
    tight: '1.2',
    body: '1.6',
    // Arabic script has tall ascenders and stacked diacritics: it needs more leading.
    arabic: '1.85',
  },
  space: {
    none: '0',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: {
    sm: '0.375rem',
    md: '0.75rem',
    pill: '999px',
  },
  shadow: {
    raised: '0 6px 24px rgba(8, 58, 68, 0.18)',
  },
  layout: {
    maxInlineSize: '72rem',
    // Running text: at most about 75 characters a line, in ems of the text's own size (a `ch`,
    // the width of a "0", changes as the web font replaces its fallback). Arabic letters are
    // narrower: Arabic pages set their own (global.css.ts).
    measure: '36em',
    headerHeight: '4.5rem',
  },
  duration: {
    fast: '150ms',
    base: '300ms',
    reveal: '700ms',
  },
})

/** On a dark surface (brand, brandStrong): its descendants draw the light focus ring. */
export const darkSurface = { [vars.color.focus]: vars.color.focusOnDark }
/** A light panel inside a dark surface (a menu, a dialog): back to the dark focus ring. */
export const lightSurface = { [vars.color.focus]: vars.color.focusOnLight }
