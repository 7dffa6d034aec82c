import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { rewritePreloads } from '../../scripts/preloads'

// A client manifest shaped like the site's: the entry loads route modules and catalogues
// lazily; a page module imports a shared chunk, and the dashboard client on demand.
const manifest: Manifest = {
  'index.html': { file: 'assets/app.js', src: 'index.html', isEntry: true, dynamicImports: ['src/pages/a/A.tsx', 'src/pages/b/B.tsx', 'src/routes.tsx?messages=ar', 'src/pages/a/A.tsx?messages=ar'] },
  'src/pages/a/A.tsx': { file: 'assets/A.js', isDynamicEntry: true, imports: ['index.html', '_Section.js'], dynamicImports: ['src/api/client.ts'] },
  'src/pages/b/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['index.html'] },
  '_Section.js': { file: 'assets/Section.js', imports: ['index.html'] },
  'src/api/client.ts': { file: 'assets/client.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/routes.tsx?messages=ar': { file: 'assets/routes.ar.js', isDynamicEntry: true },
  'src/pages/a/A.tsx?messages=ar': { file: 'assets/A.ar.js', isDynamicEntry: true },
  'node_modules/font/plex-400.woff2': { file: 'assets/plex-400.woff2' },
}

const preload = (href: string) => `<link rel="modulepreload" crossorigin="" href="${href}">`
// What vite-react-ssg writes for page A: everything A imports, the on-demand client and all the entry's fonts too.
const rendered = `<html><head><script type="module" src="/assets/app.js"></script>
<link rel="preload" as="font" type="font/woff2" href="/assets/inter-700.woff" crossorigin="">
${preload('/assets/A.js')}${preload('/assets/Section.js')}${preload('/assets/client.js')}</head><body></body></html>`

const rewrite = () =>
  rewritePreloads(rendered, manifest, {
    catalogues: (routeModules) => ['src/routes.tsx', ...routeModules].map((module) => `${module}?messages=ar`),
    fonts: ['node_modules/font/plex-400.woff2'],
  })
const preloaded = (html: string) => [...html.matchAll(/rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(([, href]) => href)

describe('the preloads of a page', () => {
  it('are what its first view runs: its route module, what that imports, and its catalogues', () => {
    expect(preloaded(rewrite()).sort()).toEqual(['/assets/A.ar.js', '/assets/A.js', '/assets/Section.js', '/assets/plex-400.woff2', '/assets/routes.ar.js'])
  })

  it('leave out what runs on demand, other routes, and fonts the language does not show', () => {
    const html = rewrite()
    expect(html).not.toContain('client.js')
    expect(html).not.toContain('B.js')
    expect(html).not.toContain('inter-700')
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/assets/plex-400.woff2">')
  })

  it('refuse a catalogue the entry does not load', () => {
    expect(() => rewritePreloads(rendered, manifest, { catalogues: () => ['src/pages/b/B.tsx?messages=ar'], fonts: [] })).toThrow(/not a lazy import of the entry/)
  })
})
