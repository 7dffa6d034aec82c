/**
 * The preload links of a pre-rendered page, rewritten from the client build's manifest.
 *
 * vite-react-ssg preloads every chunk the page's modules import, dynamic imports included, so
 * code that runs only on demand (the dashboard client and DOMPurify, needed only for an article
 * published after the build) would be downloaded by every page that could need it. And it does
 * not see the catalogues a route loads. A page preloads what its first view runs instead: the
 * entry and its static imports, the modules the entry loads lazily for this URL (the route
 * modules vite-react-ssg found for it, and their catalogues in the page's language), and their
 * static imports. Plus the font files its language shows, which the browser would otherwise
 * find only after the stylesheet.
 */
import type { Manifest } from 'vite'

const modulePreload = /\s*<link rel="modulepreload" crossorigin="" href="([^"]+)">/g
// vite-react-ssg preloads every font file of a chunk it collects (the entry's are all of them, .woff too).
const fontPreload = /\s*<link rel="preload" as="font"[^>]*>/g

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

export interface PagePreloads {
  /** Manifest keys of the catalogues the page loads, given the manifest keys of its route modules. */
  catalogues: (routeModules: string[]) => string[]
  /** Manifest keys of the font files the page's language shows first. */
  fonts: string[]
}

export function rewritePreloads(html: string, manifest: Manifest, { catalogues, fonts }: PagePreloads, base = '/'): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entry) throw new Error('The client manifest has no entry')
  const keyOfUrl = new Map(Object.entries(manifest).map(([key, chunk]) => [`${base}${chunk.file}`, key]))
  const url = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the client manifest`)
    return `${base}${chunk.file}`
  }

  const initial = staticClosure(manifest, [entry])
  const loadedByEntry = new Set([...initial].flatMap((key) => manifest[key]?.dynamicImports ?? []))
  const routeModules = [...html.matchAll(modulePreload)]
    .map(([, href]) => keyOfUrl.get(href ?? ''))
    .filter((key): key is string => key !== undefined && loadedByEntry.has(key))
  const pageCatalogues = catalogues(routeModules)
  for (const catalogue of pageCatalogues) {
    if (!loadedByEntry.has(catalogue)) throw new Error(`${catalogue} is not a lazy import of the entry`)
  }
  const firstView = staticClosure(manifest, [...initial, ...routeModules, ...pageCatalogues])
  const wanted = [...firstView].filter((key) => key !== entry).map(url)

  const kept = new Set<string>()
  let rewritten = html.replace(fontPreload, '').replace(modulePreload, (link, href: string) => {
    if (!wanted.includes(href)) return ''
    kept.add(href)
    return link
  })
  const added = [
    ...wanted.filter((href) => !kept.has(href)).map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`),
    ...fonts.map((key) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${url(key)}">`),
  ]
  rewritten = rewritten.replace('</head>', `${added.join('')}</head>`)
  return rewritten
}
