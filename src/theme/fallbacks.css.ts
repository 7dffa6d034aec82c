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

/** Latin text: Inter, else Arial (or its metric twin Liberation Sans), DejaVu Sans or Roboto, each matched to Inter. */
const latinFallbacks = (weight: Weight): Metrics[] => {
  const bold = weight > 400
  return [bold ? arialBold : arial, bold ? dejaVuSansBold : dejaVuSans, bold ? robotoBold : roboto]
}
const interOf = (weight: Weight): Metrics => ({ 400: inter, 600: interSemiBold, 700: interBold })[weight]
// Liberation Sans has Arial's metrics (it was drawn to replace it), so it shares Arial's face.
const liberation: Record<string, string> = {
  Arial: "local('Liberation Sans'), local('LiberationSans')",
  'Arial Bold': "local('Liberation Sans Bold'), local('LiberationSans-Bold')",
}

/** The Arabic subset's range (fontsource's, plus the spaces: src/theme/fonts.css). */
const arabicRange =
  'U+0020,U+00A0,U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'

const families = new Set<string>()
for (const weight of [400, 600, 700] as const) {
  const latin = createFontStack([interOf(weight), ...latinFallbacks(weight)], {
    fontFaceFormat: 'styleObject',
    fontFaceProperties: { fontWeight: weight },
  })
  const bold = weight > 400
  const arabic = createFontStack(
    [
      { ...plexArabic, xWidthAvg: arabicWidth.plex[weight], subsets: undefined },
      { ...(bold ? dejaVuSansBold : dejaVuSans), xWidthAvg: arabicWidth.dejaVuSans[bold ? 'bold' : 'regular'] },
    ],
    // Only Arabic letters: Latin ones on Arabic pages fall through to Inter's fallbacks.
    { fontFaceFormat: 'styleObject', fontFaceProperties: { fontWeight: weight, unicodeRange: arabicRange } },
  )
  for (const { '@font-face': face } of [...latin.fontFaces, ...arabic.fontFaces]) {
    const { fontFamily, src, ...descriptors } = face
    const local = /local\('([^']+)'\)/.exec(src)?.[1] ?? ''
    globalFontFace(fontFamily, { ...descriptors, src: liberation[local] ? `${src}, ${liberation[local]}` : src })
    families.add(fontFamily)
  }
}

if (families.size !== 4) throw new Error(`Expected four fallback families, got ${[...families].join(', ')}`)
const [interArial, interDejaVu, interRoboto, plexDejaVu] = [...families]
const latinStack = `${interArial}, ${interDejaVu}, ${interRoboto}`

export const fontStacks = {
  latin: `'Inter', ${latinStack}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  /**
   * Arabic pages: Plex Arabic for Arabic letters; Latin words and digits in Inter's metric-matched
   * local fallbacks, not Inter itself. Its faces would otherwise be downloaded before the first
   * paint on every Arabic page for dates, figures and brand names, beside Plex Arabic's own;
   * with `font-display: optional` a first visit draws them in the fallback anyway.
   */
  arabic: `'IBM Plex Sans Arabic', ${plexDejaVu}, ${latinStack}, system-ui, 'Segoe UI', Tahoma, sans-serif`,
  /**
   * Arabic words on English pages (the language switch's العربية): the system's Arabic font,
   * so that one word costs no web font download.
   */
  systemArabic: "system-ui, 'Segoe UI', Tahoma, 'DejaVu Sans', sans-serif",
}
