/**
 * The scripts of a pre-rendered page, rewritten so that its first paint needs only HTML and CSS.
 *
 * vite-react-ssg puts the entry's `<script type="module">` in the head and preloads every chunk
 * the page's modules import (dynamic imports and the entry's font files included). A module
 * script does not block parsing, but it and its preloads are fetched at high priority alongside
 * the stylesheet, on the same slow phone link, before anything paints. Here the head keeps no
 * script and no modulepreload; one small inline loader at the end of the body,
 * identical on every page (one CSP hash), starts the app once the page has loaded and painted
 * (or at the visitor's first tap or key press, if that comes sooner). Its data attributes name
 * the entry and the modules the page's first view runs, preloaded together with the entry so
 * that hydration does not wait on a chain of imports: the entry and its static imports, the
 * route modules vite-react-ssg found for this URL, their catalogues in the page's language, and
 * their static imports. Code that runs on demand (the dashboard client and DOMPurify, needed
 * only for an article published after the build) is not among them.
 *
 * The head keeps one kind of preload: the font files of the page's language (FIRST_VIEW_FONTS),
 * right after the stylesheet. With `font-display: optional`, Chromium holds the first paint for a
 * preloaded face for a moment, so a first visit reads the brand's type instead of the fallback
 * (docs/decisions/0020-self-hosted-fonts.md); vite-react-ssg's own font preloads (every face of
 * the entry, whatever the language) are removed.
 */
import { readFileSync } from 'node:fs'
import { minifySync } from 'rolldown/utils'
import type { Manifest } from 'vite'
import type { Locale } from '#src/i18n/locales'
import { walkElements } from './page-document.ts'

/**
 * The page's loader (page-loader.js: when the app starts, and the taps that arrive before it is
 * ready), minified: one line, the same on every page, which the CSP allows by its hash.
 */
export const LOADER = minifySync('page-loader.js', readFileSync(new URL('./page-loader.js', import.meta.url), 'utf8')).code.trim()

/** Every manifest key reachable from `keys` through static imports, `keys` included. */
function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return seen
}

/**
 * The font files of each language's first view (src/theme/fonts.css; decision 0043): English pages
 * Inter's variable face, every weight in one file, and Plex Sans Arabic's bold Arabic for the
 * language switch's العربية (semibold, drawn bold); Arabic pages Plex Sans Arabic in its two
 * weights, its Arabic and its Latin (digits, the switch's "English").
 */
const FIRST_VIEW_FONTS: Record<Locale, RegExp[]> = {
  en: [/\/inter-latin-wght-normal-[\w-]+\.woff2$/, /\/ibm-plex-sans-arabic-arabic-700-normal-[\w-]+\.woff2$/],
  ar: [
    /\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/,
    /\/ibm-plex-sans-arabic-arabic-700-normal-[\w-]+\.woff2$/,
    /\/ibm-plex-sans-arabic-latin-400-normal-[\w-]+\.woff2$/,
    /\/ibm-plex-sans-arabic-latin-700-normal-[\w-]+\.woff2$/,
  ],
}

/** The preload links of a language's font files, found among the manifest's assets; each must be there once. */
function fontPreloads(manifest: Manifest, locale: Locale, base = '/'): string {
  const assets = new Set(
    Object.values(manifest)
      .flatMap((chunk) => chunk.assets ?? [])
      .map((file) => `${base}${file}`),
  )
  return FIRST_VIEW_FONTS[locale]
    .map((face) => {
      const found = [...assets].filter((href) => face.test(href))
      if (found.length !== 1) throw new Error(`The client manifest has ${found.length} font files matching ${face}, not one`)
      return `<link rel="preload" as="font" type="font/woff2" href="${found[0]}" crossorigin="">`
    })
    .join('')
}

interface PageModules {
  /** The page's language: which font files it preloads. */
  locale: Locale
  /** Manifest keys of the catalogues the page loads, given the manifest keys of its route modules. */
  catalogues: (routeModules: string[]) => string[]
}

export function deferScripts(html: string, manifest: Manifest, { locale, catalogues }: PageModules, base = '/'): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error('The client manifest has no entry')
  const keyOfUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [`${base}${chunk.file}`, key]))
  const url = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the client manifest`)
    return `${base}${chunk.file}`
  }

  // What is rewritten is in the head (index.html's entry script, the links vite-react-ssg adds):
  // parsed there only, not through the page's body and data, ten times its size. The first
  // `</head>` ends it: the serialiser escapes `<` in text and attribute values, and the head's
  // only inline script, the structured data, escapes it too.
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) throw new Error('The page has no </head>')
  const head = html.slice(0, headEnd)
  const links = headElements(head)
  const attribute = (element: HeadElement, name: string) => element.attrs.find((attr) => attr.name === name)?.value
  const isModulePreload = (element: HeadElement) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload'
  const isFontPreload = (element: HeadElement) =>
    element.tagName === 'link' && attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'font'

  const initial = staticClosure(manifest, [entry])
  const loadedByEntry = new Set([...initial].flatMap((key) => manifest[key]?.dynamicImports ?? []))
  const routeModules = links
    .filter(isModulePreload)
    .map((element) => keyOfUrl.get(attribute(element, 'href') ?? ''))
    .filter((key): key is string => key !== undefined && loadedByEntry.has(key))
  const pageCatalogues = catalogues(routeModules)
  for (const catalogue of pageCatalogues) {
    if (!loadedByEntry.has(catalogue)) throw new Error(`${catalogue} is not a lazy import of the entry`)
  }
  const firstView = staticClosure(manifest, [...initial, ...routeModules, ...pageCatalogues])
  const modules = [...firstView].filter((key) => key !== entry).map(url)

  const entryScript = links.find((element) => element.tagName === 'script' && attribute(element, 'src') === url(entry))
  if (!entryScript) throw new Error(`The page has no script for the entry ${url(entry)} in its head`)
  const stylesheet = links.find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'stylesheet')
  if (!stylesheet) throw new Error('The page has no stylesheet in its head')
  const loader = `<script data-entry="${url(entry)}" data-modules="${modules.join(' ')}">${LOADER}</script>`
  const fonts = fontPreloads(manifest, locale, base)
  // Edited from the end, so that each element's place in the head still holds: the entry script
  // and the preloads go (with the line break or spaces before each), the fonts follow the stylesheet.
  const edits = [
    ...links
      .filter((element) => element === entryScript || isModulePreload(element) || isFontPreload(element))
      .map((element) => ({ element, text: '' })),
    { element: stylesheet, text: head.slice(stylesheet.start, stylesheet.end) + fonts },
  ].sort((a, b) => b.element.start - a.element.start)
  let edited = head
  for (const { element, text } of edits) {
    const start = text === '' ? edited.slice(0, element.start).trimEnd().length : element.start
    edited = edited.slice(0, start) + text + edited.slice(element.end)
  }
  return edited + html.slice(headEnd).replace('</body>', () => `${loader}</body>`)
}

interface HeadElement {
  tagName: string
  attrs: Array<{ name: string; value: string }>
  start: number
  end: number
}

/** The elements of a page's head (its text up to `</head>`), each with where it stands in that text, parsed as the browser would. */
function headElements(head: string): HeadElement[] {
  const found: HeadElement[] = []
  walkElements(
    head,
    (element, ancestors) => {
      const location = element.sourceCodeLocation
      if (ancestors.includes('head') && location)
        found.push({ tagName: element.tagName, attrs: element.attrs, start: location.startOffset, end: location.endOffset })
    },
    { locations: true },
  )
  return found
}
