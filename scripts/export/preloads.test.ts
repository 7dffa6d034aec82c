import type { Manifest } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { deferScripts, LOADER } from './preloads'
import { scriptlessTwin } from '../tools/bench/twin'

// A client manifest shaped like the site's: the entry loads route modules and catalogues
// lazily; a page module imports a shared chunk, and the dashboard client on demand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/app.js',
    src: 'index.html',
    isEntry: true,
    dynamicImports: [
      'src/pages/a/A.tsx',
      'src/pages/b/B.tsx',
      ...['ar', 'en'].flatMap((locale) => [`src/routes.tsx?messages=${locale}`, `src/pages/a/A.tsx?messages=${locale}`]),
    ],
  },
  'src/theme/fonts.css': {
    file: 'assets/fonts.css',
    assets: [
      'assets/inter-latin-wght-normal-Ab_1.woff2',
      'assets/ibm-plex-sans-arabic-arabic-400-normal-Cd-2.woff2',
      'assets/ibm-plex-sans-arabic-arabic-700-normal-Ef3.woff2',
      'assets/ibm-plex-sans-arabic-latin-400-normal-Gh4.woff2',
      'assets/ibm-plex-sans-arabic-latin-700-normal-Ij5.woff2',
      'assets/ibm-plex-sans-arabic-latin-ext-400-normal-Kl6.woff2',
      'assets/inter-latin-ext-wght-normal-Mn7.woff2',
    ],
  },
  'src/pages/a/A.tsx': { file: 'assets/A.js', isDynamicEntry: true, imports: ['index.html', '_Section.js'], dynamicImports: ['src/api/client.ts'] },
  'src/pages/b/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['index.html'] },
  '_Section.js': { file: 'assets/Section.js', imports: ['index.html'] },
  'src/api/client.ts': { file: 'assets/client.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/routes.tsx?messages=ar': { file: 'assets/routes.ar.js', isDynamicEntry: true },
  'src/pages/a/A.tsx?messages=ar': { file: 'assets/A.ar.js', isDynamicEntry: true },
  'src/routes.tsx?messages=en': { file: 'assets/routes.en.js', isDynamicEntry: true },
  'src/pages/a/A.tsx?messages=en': { file: 'assets/A.en.js', isDynamicEntry: true },
}

const preload = (href: string) => `<link rel="modulepreload" crossorigin="" href="${href}">`
// What vite-react-ssg writes for page A: the entry script, everything A imports, the on-demand client and the entry's fonts too.
const rendered = `<html><head><script type="module" crossorigin="" src="/assets/app.js"></script>
<link rel="stylesheet" crossorigin="" href="/assets/style.css">
<link rel="preload" as="font" type="font/woff2" href="/assets/inter-700.woff" crossorigin="">
${preload('/assets/A.js')}${preload('/assets/Section.js')}${preload('/assets/client.js')}</head><body><main>A</main>
<script type="application/json" id="data">{"a":1}</script></body></html>`

const defer = (locale: 'en' | 'ar' = 'ar') =>
  deferScripts(rendered, manifest, {
    locale,
    catalogues: (routeModules) => ['src/routes.tsx', ...routeModules].map((module) => `${module}?messages=${locale}`),
  })
const head = (html: string) => html.slice(0, html.indexOf('</head>'))
const loader = (html: string) => /<script data-entry="([^"]+)" data-modules="([^"]*)">([^<]*)<\/script><\/body>/.exec(html)

describe('the scripts of a page', () => {
  it('leave the head: no script and no modulepreload compete with the first paint', () => {
    const html = defer()
    expect(head(html)).not.toMatch(/<script|modulepreload/)
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin="" href="/assets/style.css">')
  })

  it("leave in the head, after the stylesheet, only the preloads of the font files of the page's first view", () => {
    const preloads = (html: string) => [...head(html).matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link)
    const font = (href: string) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="">`
    expect(preloads(defer('en'))).toEqual([
      font('/assets/inter-latin-wght-normal-Ab_1.woff2'),
      font('/assets/ibm-plex-sans-arabic-arabic-700-normal-Ef3.woff2'),
    ])
    expect(preloads(defer('ar'))).toEqual([
      font('/assets/ibm-plex-sans-arabic-arabic-400-normal-Cd-2.woff2'),
      font('/assets/ibm-plex-sans-arabic-arabic-700-normal-Ef3.woff2'),
      font('/assets/ibm-plex-sans-arabic-latin-400-normal-Gh4.woff2'),
      font('/assets/ibm-plex-sans-arabic-latin-700-normal-Ij5.woff2'),
    ])
    expect(head(defer('en'))).toContain(`href="/assets/style.css">${font('/assets/inter-latin-wght-normal-Ab_1.woff2')}`)
  })

  it('refuse a manifest without the font file of a language', () => {
    const { 'src/theme/fonts.css': _fonts, ...withoutFonts } = manifest
    expect(() => deferScripts(rendered, withoutFonts, { locale: 'en', catalogues: () => [] })).toThrow(/0 font files matching .*inter-latin-wght/)
  })

  it('are started by one loader at the end of the body, naming the entry and what the first view runs', () => {
    const [, entry, modules, code] = loader(defer()) ?? []
    expect(entry).toBe('/assets/app.js')
    expect(modules!.split(' ').sort()).toEqual(['/assets/A.ar.js', '/assets/A.js', '/assets/Section.js', '/assets/routes.ar.js'])
    // Identical on every page, so the policy allows it with one hash.
    expect(code).toBe(LOADER)
  })

  it('leave out what runs on demand and other routes', () => {
    const html = defer()
    expect(html).not.toContain('client.js')
    expect(html).not.toContain('B.js')
  })

  it('refuse a catalogue the entry does not load, and a page without the entry script', () => {
    expect(() => deferScripts(rendered, manifest, { locale: 'ar', catalogues: () => ['src/pages/b/B.tsx?messages=ar'] })).toThrow(
      /not a lazy import of the entry/,
    )
    expect(() =>
      deferScripts(rendered.replace(/<script type="module"[^<]*<\/script>/, ''), manifest, { locale: 'ar', catalogues: () => [] }),
    ).toThrow(/no script for the entry/)
  })

  it('read the head as HTML: the attributes in any order and quoting are found the same', () => {
    const reordered = rendered
      .replace('<script type="module" crossorigin="" src="/assets/app.js">', '<script src=/assets/app.js crossorigin type=module>')
      .replace('<link rel="stylesheet" crossorigin="" href="/assets/style.css">', '<link href="/assets/style.css" rel=stylesheet>')
      .replace('<link rel="preload" as="font"', '<link as=font rel="preload"')
      .replaceAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g, "<link href='$1' crossorigin rel=modulepreload>")
    const html = deferScripts(reordered, manifest, { locale: 'ar', catalogues: (modules) => modules.map((module) => `${module}?messages=ar`) })
    expect(head(html)).not.toMatch(/<script|modulepreload|inter-700/)
    expect(head(html)).toContain('<link href="/assets/style.css" rel=stylesheet><link rel="preload" as="font"')
    expect(loader(html)?.[2]?.split(' ').sort()).toEqual(['/assets/A.ar.js', '/assets/A.js', '/assets/Section.js'])
  })
})

describe('the loader in a browser-like document', () => {
  it('adds the entry and its modules only after the load event and a frame', async () => {
    const { JSDOM } = await import('jsdom')
    const dom = new JSDOM(defer(), { runScripts: 'dangerously', pretendToBeVisual: true })
    const added = () =>
      [...dom.window.document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (element) => element.getAttribute('src') ?? element.getAttribute('href'),
      )
    expect(added()).toEqual([])
    await new Promise((resolve) => dom.window.addEventListener('load', resolve))
    expect(added()).toEqual([])
    // A frame, then a task: on a loaded machine that can take longer than any fixed wait.
    await vi.waitFor(
      () => expect(added().sort()).toEqual(['/assets/A.ar.js', '/assets/A.js', '/assets/Section.js', '/assets/app.js', '/assets/routes.ar.js']),
      { timeout: 5_000, interval: 20 },
    )
    dom.window.close()
  })
})

describe("a page's scriptless twin", () => {
  it('is the page without scripts and module preloads, data blocks kept, every other byte the same', () => {
    const html = defer()
    const twin = scriptlessTwin(rendered)
    expect(twin).not.toMatch(/<script type="module"|modulepreload/)
    expect(twin).toContain('<script type="application/json" id="data">{"a":1}</script>')
    expect(scriptlessTwin(html)).toBe(html.replace(loader(html)![0], '</body>'))
  })
})
