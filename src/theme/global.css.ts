import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  scrollPaddingBlockStart: vars.layout.headerHeight,
  WebkitTextSizeAdjust: '100%',
})

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.latin,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
})

// Arabic typography: its own face, looser leading, and no letter-spacing (it breaks joined letters).
globalStyle(':lang(ar) body, body:lang(ar), [lang="ar"]', {
  fontFamily: vars.font.arabic,
  lineHeight: vars.lineHeight.arabic,
  letterSpacing: 'normal',
})

// Form controls and code take the page's own type: the browser's styles give them a system font
// (a control's) and monospace (code, which articles from the dashboard may hold); the site ships
// neither, and text in a system font looks different on every machine (docs/decisions/0043).
globalStyle('button, input, select, textarea, code, kbd, samp, pre, tt', { fontFamily: 'inherit' })

// Arabic is never slanted: the browser's own styles set emphasis, citations, definitions,
// variables and addresses in italic, and Plex Sans Arabic has no italic, so Chromium would slant
// its letters (a synthetic oblique). In Arabic text, from the dashboard's articles or the site's
// own, they stand upright; emphasis is carried by weight instead.
globalStyle(':where(em, i, cite, dfn, var, address):lang(ar)', { fontStyle: 'normal' })
globalStyle(':where(em, dfn):lang(ar)', { fontWeight: 700 })

// Running text never runs wider than the measure, whatever box it sits in (a card across a row,
// the hero): the one place paragraphs get it.
globalStyle('main :where(p, blockquote)', { maxInlineSize: vars.layout.measure })
globalStyle(':root:lang(ar)', { vars: { [vars.layout.measure]: '28em' } })

globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, marginBlock: `0 ${vars.space.md}` })
globalStyle(':lang(ar) h1, :lang(ar) h2, :lang(ar) h3, :lang(ar) h4', { lineHeight: '1.45' })

globalStyle('img, svg', { maxInlineSize: '100%', blockSize: 'auto' })

// A word longer than its line (a URL, a 5,000-character string from the dashboard) breaks
// rather than widening the page; ordinary words still wrap only between words.
globalStyle('main :where(h1, h2, h3, h4, p, li, dd, dt, figcaption, blockquote, td, th)', { overflowWrap: 'anywhere' })

globalStyle('a', { color: vars.color.link })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const container = style({
  inlineSize: '100%',
  maxInlineSize: vars.layout.maxInlineSize,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
})
