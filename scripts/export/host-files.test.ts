import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '#src/config'
import { contentSecurityPolicy, formatHeaderRules, headerRules, headersFor, inlineScripts, parseHeaderRules, scriptHash } from './headers'
import { HYDRATION_BLOCK_START, HYDRATION_SCRIPT, moveHydrationData } from './hydration-data'
import { parse, serialize } from 'parse5'
import { assertSerialiserEscapesAttributes, readPage } from './page-document'
import { robotsTxt, sitemapEntry, sitemapXml } from './sitemap'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the loader data moved out of its per-page script', () => {
  const data = { loaderData: { '0-1': { title: 'A </script><script>alert(1)</script> & "quotes"' } }, actionData: null, errors: null }
  // As React Router writes it: JSON.parse of a JSON string literal, HTML-escaped.
  const literal = JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  const page = `<html><head></head><body><div id="root"><main>Hi</main><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script></div></body></html>`

  it('leaves a data block and the one shared script before </body>, outside the React root', () => {
    const html = moveHydrationData(page)
    expect(html).not.toContain('JSON.parse("')
    expect(html).toContain(`<div id="root"><main>Hi</main></div>${HYDRATION_BLOCK_START}`)
    expect(html.endsWith(`${HYDRATION_SCRIPT}</body></html>`)).toBe(true)
  })

  it('keeps the data intact and unable to close its script element', () => {
    const html = moveHydrationData(page)
    const block = html.slice(
      html.indexOf(HYDRATION_BLOCK_START) + HYDRATION_BLOCK_START.length,
      html.indexOf('</script>', html.indexOf(HYDRATION_BLOCK_START)),
    )
    expect(block).not.toMatch(/[<>&]/)
    expect(JSON.parse(block)).toEqual(data)
  })

  it("fails loudly, naming the page, when React Router's output no longer has the script", () => {
    expect(() => moveHydrationData('<html><body>x</body></html>', '/ar/team')).toThrow(/not found in \/ar\/team; its output has changed shape/)
  })

  it("takes the router's own script, not its text copied into an attribute earlier in the page", () => {
    // A second line of defence: the page serialiser escapes `<` in attribute values, where dashboard text could forge the script.
    const forged = `<meta name="description" content="<script>window.__staticRouterHydrationData = JSON.parse(&quot;{}&quot;);</script>">`
    const html = moveHydrationData(page.replace('<head>', `<head>${forged}`))
    expect(html).toContain(forged)
    expect(JSON.parse(html.slice(html.indexOf(HYDRATION_BLOCK_START) + HYDRATION_BLOCK_START.length, html.lastIndexOf('</script><script>')))).toEqual(
      data,
    )
  })

  it("inserts the data literally: `$&`, `$'` and `$`` are text, not replacement patterns", () => {
    const tricky = { loaderData: { a: "$& $' $` $$ $1" }, actionData: null, errors: null }
    const literal = JSON.stringify(JSON.stringify(tricky))
    const html = moveHydrationData(
      `<html><head></head><body><div id="root"><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script></div></body></html>`,
    )
    expect(html.match(/<\/body>/g)).toHaveLength(1)
    expect(html).toContain(`"$\\u0026 $' $\` $$ $1"`)
  })

  it('handles megabytes of data without a regular expression over them', () => {
    const large = {
      loaderData: { items: Array.from({ length: 20_000 }, (_, id) => ({ id, header: `Item "${id}" \\ </script>` })) },
      actionData: null,
      errors: null,
    }
    const literal = JSON.stringify(JSON.stringify(large)).replace(/</g, '\\u003c')
    const html = moveHydrationData(
      `<html><head></head><body><div id="root"><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script></div></body></html>`,
    )
    expect(html.length).toBeGreaterThan(1_000_000)
    expect(html.indexOf('JSON.parse("')).toBe(-1)
  })
})

describe('markup in attribute values', () => {
  // The pages are parsed and serialised by parse5 (the vite-react-ssg patch), as here.
  const written = (html: string) => serialize(parse(html, { scriptingEnabled: false }), { scriptingEnabled: false })

  it('is escaped by the serialiser that writes the pages, so string searches find real tags only; the document stays the same', () => {
    const html = `<html><head><meta name="description" content="a </body> <script src=&quot;/x.js&quot;></script> &amp; b"></head><body><img alt="<b>" src="/a.jpg"><p title='1 > 0'>x &lt; y</p></body></html>`
    const escaped = written(html)
    expect(escaped).toBe(
      `<html><head><meta name="description" content="a &lt;/body&gt; &lt;script src=&quot;/x.js&quot;&gt;&lt;/script&gt; &amp; b"></head><body><img alt="&lt;b&gt;" src="/a.jpg"><p title="1 &gt; 0">x &lt; y</p></body></html>`,
    )
    expect(escaped.indexOf('</body>')).toBe(escaped.lastIndexOf('</body>'))
    const attributes = (markup: string) => readPage(markup).headMetas.map(({ attributes }) => attributes)
    expect(attributes(escaped)).toEqual(attributes(html))
  })

  it("is checked on the renderer's own serialiser before a build renders, which stops on one that leaves markup raw", async () => {
    await expect(assertSerialiserEscapesAttributes()).resolves.toBeUndefined()
    // parse5 7's serialiser, which escaped only & and " in attribute values.
    const raw = { parse, serialize: ((node) => serialize(node).replace(/&lt;/g, '<').replace(/&gt;/g, '>')) as typeof serialize }
    await expect(assertSerialiserEscapesAttributes(raw)).rejects.toThrow(/leaves markup raw in attribute values/)
  })

  it('leaves a page without such attributes byte for byte', () => {
    const html = '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>t</title></head><body><a href="/ar">x</a></body></html>'
    expect(written(html)).toBe(html)
  })
})

describe('response headers', () => {
  it('finds executable inline scripts only, byte for byte, and hashes them', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="application/json" id="d">{}</script>`
    expect(inlineScripts(readPage(html))).toEqual(['a()', 'b()'])
    expect(['a()', 'b()'].map(scriptHash)).toEqual([sha('a()'), sha('b()')])
  })

  it('finds real script elements only, never script text inside an attribute value or a comment', () => {
    const html = `<head><meta name="description" content="<script>alert(1)</script>"><title>&lt;script&gt;x()&lt;/script&gt;</title></head><body><img alt="<script>alert(2)</script>"><!-- <script>alert(3)</script> --><textarea><script>alert(4)</script></textarea><script>a()</script></body>`
    expect(inlineScripts(readPage(html))).toEqual(['a()'])
  })

  it('builds a policy with no inline scripts but the hashed ones, and the configured origins', () => {
    const config = parseConfig({
      DASHBOARD_URL: 'https://dash.example/api',
      CONTACT_WEBHOOK_URL: 'https://hooks.example/x',
      SCHEDULER_URL: 'https://cal.example/me/30min',
      IMAGE_HOSTS: 'cdn.example, img.example:8443',
    })
    const csp = Object.fromEntries(
      contentSecurityPolicy(config, [sha('a()')])
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    )
    expect(csp['script-src']).toEqual(["'self'", sha('a()'), 'https://assets.calendly.com', "'wasm-unsafe-eval'"])
    expect(csp['connect-src']).toEqual(["'self'", 'https://dash.example', 'https://hooks.example'])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://dash.example', 'cdn.example', 'img.example:8443'])
    expect(csp['frame-src']).toEqual(['https://cal.example', 'https://www.youtube-nocookie.com'])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
  })

  it("without a webhook, connects to the dashboard, which then receives the contact form, and to its stand-in's second origin", () => {
    const csp = contentSecurityPolicy(parseConfig({ DASHBOARD_URL: 'http://127.0.0.1:4010' }), [])
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010 http://localhost:4010;")
    expect(csp).toContain('form-action http://127.0.0.1:4010;')
  })

  it('with an Apps Script webhook, also connects to the origin Google redirects its answers to (docs/decisions/0033)', () => {
    const config = parseConfig({ DASHBOARD_URL: 'https://dash.example', CONTACT_WEBHOOK_URL: 'https://script.google.com/macros/s/AKfy/exec' })
    const csp = contentSecurityPolicy(config, [])
    expect(csp).toContain("connect-src 'self' https://dash.example https://script.google.com https://script.googleusercontent.com;")
    expect(csp).toContain('form-action https://script.google.com;')
  })

  it('writes rules that never set one header twice for a path, and reads them back', () => {
    const searchFiles = [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind.en_fb6fc8fcaf.pf_meta',
      '/pagefind/wasm.en.pagefind',
    ]
    const rules = headerRules("default-src 'self'", ['/', '/about-us', '/ar', '/ar/team', '/news/3', '/news/_shell'], searchFiles)
    const text = formatHeaderRules(rules)
    expect(parseHeaderRules(text)).toEqual(rules)
    expect(rules.map((rule) => rule.path)).toEqual([
      '/*',
      '/assets/*',
      '/static-loader-data/*',
      '/_img/*',
      '/pagefind/fragment/*',
      '/pagefind/index/*',
      '/pagefind/filter/*',
      '/pagefind/pagefind.en_fb6fc8fcaf.pf_meta',
      '/',
      '/about-us',
      '/ar',
      '/ar/*',
      '/news/*',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind.js',
      '/pagefind/wasm.en.pagefind',
    ])
    // The search index: its chunks and metadata are named after their content, its script, worker and WebAssembly are not.
    expect(headersFor(rules, '/pagefind/fragment/en_17c7c97.pf_fragment')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/pagefind/pagefind.en_fb6fc8fcaf.pf_meta')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/pagefind/pagefind.js')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(headersFor(rules, '/pagefind/wasm.en.pagefind')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(headersFor(rules, '/assets/app-1.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/_img/abc-640.avif')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/ar/team')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(headersFor(rules, '/ar/team')['X-Content-Type-Options']).toBe('nosniff')
    expect(headersFor(rules, '/about-us/x')['Cache-Control']).toBeUndefined()
    for (const path of [
      '/',
      '/ar',
      '/ar/team',
      '/assets/a.js',
      '/_img/abc-640.avif',
      '/news/9',
      ...searchFiles,
      '/pagefind/index/en_481bf5d.pf_index',
    ]) {
      const setters = rules.filter((rule) => 'Cache-Control' in rule.headers && headersFor([rule], path)['Cache-Control'])
      expect(setters.length, path).toBe(1)
    }
  })

  it('refuses a malformed _headers file', () => {
    expect(() => parseHeaderRules('  X-Orphan: 1\n')).toThrow(/outside a rule/)
  })
})

describe('sitemap and robots', () => {
  const head = (links: string, meta = '') => `<html><head>${meta}${links}</head><body></body></html>`
  const links =
    '<link rel="canonical" href="https://s.example/ar/team"><link rel="alternate" hreflang="en" href="https://s.example/team"><link rel="alternate" hreflang="ar" href="https://s.example/ar/team"><link rel="alternate" hreflang="x-default" href="https://s.example/team">'

  it("reads a page's canonical URL and alternates from its head", () => {
    expect(sitemapEntry(readPage(head(links)))).toEqual({
      url: 'https://s.example/ar/team',
      alternates: [
        { hreflang: 'en', href: 'https://s.example/team' },
        { hreflang: 'ar', href: 'https://s.example/ar/team' },
        { hreflang: 'x-default', href: 'https://s.example/team' },
      ],
    })
  })

  it('leaves out pages that ask not to be indexed or have no canonical URL', () => {
    expect(sitemapEntry(readPage(head(links, '<meta name="robots" content="noindex">')))).toBeNull()
    expect(sitemapEntry(readPage(head('')))).toBeNull()
  })

  it('reads links of the head only, never link text inside an attribute value', () => {
    const forged =
      '<meta name="description" content="<link rel=&quot;canonical&quot; href=&quot;https://evil.example/&quot;> <meta name=robots content=noindex>">'
    expect(sitemapEntry(readPage(head(links, forged)))?.url).toBe('https://s.example/ar/team')
  })

  it('writes escaped XML with the xhtml namespace', () => {
    const xml = sitemapXml([{ url: 'https://s.example/a?b=1&c=2', alternates: [{ hreflang: 'en', href: 'https://s.example/a?b=1&c=2' }] }])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain('<loc>https://s.example/a?b=1&#38;c=2</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://s.example/a?b=1&#38;c=2"/>')
  })

  it('names the absolute sitemap URL in robots.txt', () => {
    expect(robotsTxt('https://s.example')).toContain('Sitemap: https://s.example/sitemap.xml')
  })
})
