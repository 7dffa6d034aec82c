import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { glyphs } from './glyphs'

/** An SVG file of one glyph, as a `url()` of the stylesheet: a data URI with the few characters a URI must escape. */
function glyphUrl({ d, fill }: { d: string; fill?: true }): string {
  const paint = fill ? `fill="#000"` : `fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}" ${paint}/></svg>`
  return `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}")`
}

/**
 * An icon is its box (the `<svg>` element, sized by its width and height) painted in the text's
 * colour through its glyph as a mask: it paints with the stylesheet, at the first paint.
 */
export const icon = style({
  flexShrink: 0,
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskSize: '100% 100%',
  // Printed as drawn: a background is left out of print unless the page asks.
  printColorAdjust: 'exact',
  '@media': {
    // Forced colours would paint the background the system's Canvas: the icon is left unforced,
    // its colour the forced colour of the text around it.
    '(forced-colors: active)': { forcedColorAdjust: 'preserve-parent-color' },
  },
})

export const glyph = styleVariants(glyphs, (drawing) => ({ maskImage: glyphUrl(drawing) }))

// Directional glyphs (arrows) turn round on a right-to-left page.
for (const [name, drawing] of Object.entries(glyphs)) {
  if ('mirror' in drawing && drawing.mirror) globalStyle(`[dir="rtl"] ${glyph[name as keyof typeof glyphs]}`, { transform: 'scaleX(-1)' })
}
