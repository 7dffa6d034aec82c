/**
 * Metric-matched fallback faces: local fonts scaled (size-adjust) to the web font's average
 * character width, with its ascent, descent and line gap (the *-override descriptors), so a
 * line of text takes about the same room as in the web font. Text paints at once in the
 * fallback, which stays for the page when the web font is late (font-display: optional,
 * src/theme/fonts.css), so the first view looks as close to the web font as local fonts allow.
 * Capsize computes the descriptors from each font's metrics (docs/performance.md, "Fonts", lists the values).
 */
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import plexArabic from '@capsizecss/metrics/iBMPlexSansArabic'
import plexArabicBold from '@capsizecss/metrics/iBMPlexSansArabic/700'
import inter from '@capsizecss/metrics/inter'
import interSemiBold from '@capsizecss/metrics/inter/600'
import interBold from '@capsizecss/metrics/inter/700'
import roboto from '@capsizecss/metrics/roboto'
import robotoBold from '@capsizecss/metrics/roboto/700'
import { globalFontFace } from '@vanilla-extract/css'

type Metrics = Parameters<typeof createFontStack>[0][number]
type Weight = 400 | 600 | 700

// DejaVu Sans 2.37 (Debian's fonts-dejavu-core), the default sans-serif of most Linux systems,
// is not in Capsize's collection: read from its files with @capsizecss/unpack 4.0.1.
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
}
const dejaVuSansBold = { ...dejaVuSans, fullName: 'DejaVu Sans Bold', postscriptName: 'DejaVuSans-Bold', xWidthAvg: 1176 }

// Capsize's average width weighs Latin letters by their frequency in English. For Arabic the
// width that matters is that of shaped Arabic text: the mean advance per character of the
// site's Arabic catalogue (locales/ar), shaped with fontkit 2.0.4, in each font's units.
// Arabic semibold is drawn with Plex's bold face (src/theme/fonts.css has no 600), so it takes bold's width.
const arabicWidth = { plex: { 400: 391, 600: 418, 700: 418 }, dejaVuSans: { regular: 915, bold: 1087 } }

/** Latin text, in Inter on English pages and Plex Sans Arabic's Latin on Arabic ones: Arial (or its metric twin Liberation Sans), DejaVu Sans or Roboto, each matched to it. */
const latinFallbacks = (weight: Weight): Metrics[] => {
  const bold = weight > 400
  return [bold ? arialBold : arial, bold ? dejaVuSansBold : dejaVuSans, bold ? robotoBold : roboto]
}
const interOf = (weight: Weight): Metrics => ({ 400: inter, 600: interSemiBold, 700: interBold })[weight]
// Semibold is drawn with Plex's bold face (src/theme/fonts.css has no 600), so it takes bold's metrics.
const plexLatinOf = (weight: Weight): Metrics => (weight > 400 ? plexArabicBold : plexArabic)
// Liberation Sans has Arial's metrics (it was drawn to replace it), so it shares Arial's face.
const liberation: Record<string, string> = {
  Arial: "local('Liberation Sans'), local('LiberationSans')",
  'Arial Bold': "local('Liberation Sans Bold'), local('LiberationSans-Bold')",
}

/** The Arabic subset's range (fontsource's, plus the spaces: src/theme/fonts.css). */
const arabicRange =
  'U+0020,U+00A0,U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'
/**
 * The range of Inter's faces (fontsource's latin and latin-ext). Inter's fallbacks keep to it, so
 * that on an English page an Arabic letter passes them (DejaVu Sans and Arial have Arabic letters
 * of their own) and reaches Plex Sans Arabic, next in the stack.
 */
const latinRange =
  'U+0000-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2000-206F,U+20A0-20C0,U+2113,U+2122,U+2191,U+2193,U+2212,U+2215,U+2C60-2C7F,U+A720-A7FF,U+FEFF,U+FFFD'

/** Each web face's local stand-ins, matched to it at each weight: the fallback families in the order of the stacks. */
const stacks = {
  inter: { metrics: interOf, fallbacks: latinFallbacks, unicodeRange: latinRange },
  // Only Arabic letters: Latin ones on Arabic pages fall through to Plex's Latin fallbacks.
  plexArabic: {
    metrics: (weight: Weight): Metrics => ({ ...plexArabic, xWidthAvg: arabicWidth.plex[weight], subsets: undefined }),
    fallbacks: (weight: Weight): Metrics[] => [
      { ...(weight > 400 ? dejaVuSansBold : dejaVuSans), xWidthAvg: arabicWidth.dejaVuSans[weight > 400 ? 'bold' : 'regular'] },
    ],
    unicodeRange: arabicRange,
  },
  plexLatin: { metrics: plexLatinOf, fallbacks: latinFallbacks, unicodeRange: undefined },
}

const families: Record<keyof typeof stacks, Set<string>> = { inter: new Set(), plexArabic: new Set(), plexLatin: new Set() }
for (const weight of [400, 600, 700] as const) {
  for (const [name, { metrics, fallbacks, unicodeRange }] of Object.entries(stacks) as Array<
    [keyof typeof stacks, (typeof stacks)[keyof typeof stacks]]
  >) {
    const stack = createFontStack([metrics(weight), ...fallbacks(weight)], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontWeight: weight, ...(unicodeRange && { unicodeRange }) },
    })
    for (const { '@font-face': face } of stack.fontFaces) {
      const { fontFamily, src, ...descriptors } = face
      const local = /local\('([^']+)'\)/.exec(src)?.[1] ?? ''
      globalFontFace(fontFamily, { ...descriptors, src: liberation[local] ? `${src}, ${liberation[local]}` : src })
      families[name].add(fontFamily)
    }
  }
}

const fallbacksOf = (name: keyof typeof stacks) => [...families[name]].join(', ')
if (fallbacksOf('plexArabic') === '' || families.inter.size !== 3 || families.plexLatin.size !== 3 || families.plexArabic.size !== 1)
  throw new Error(`Unexpected fallback families: ${JSON.stringify(Object.values(families).map((set) => [...set]))}`)

export const fontStacks = {
  /**
   * English pages: Inter, its fallbacks (Latin only), then Plex Sans Arabic for an Arabic letter,
   * whose Arabic file is downloaded only where one is shown (the language switch's العربية).
   */
  latin: `'Inter', ${fallbacksOf('inter')}, 'IBM Plex Sans Arabic', ${fallbacksOf('plexArabic')}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  /** Arabic pages: Plex Sans Arabic for Arabic letters and for Latin ones (digits, names, addresses), each script with its fallbacks. */
  arabic: `'IBM Plex Sans Arabic', ${fallbacksOf('plexArabic')}, ${fallbacksOf('plexLatin')}, system-ui, 'Segoe UI', Tahoma, sans-serif`,
}
