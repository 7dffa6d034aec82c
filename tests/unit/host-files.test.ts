import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config'
import { contentSecurityPolicy, formatHeaderRules, headerRules, headersFor, inlineScriptHashes, parseHeaderRules } from '../../scripts/headers'
import { HYDRATION_DATA_ID, HYDRATION_SCRIPT, moveHydrationData } from '../../scripts/hydration-data'
import { robotsTxt, sitemapEntry, sitemapXml } from '../../scripts/sitemap'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the loader data moved out of its per-page script', () => {
  const data = { loaderData: { '0-1': { title: 'A </script><script>alert(1)</script> & "quotes"' } }, actionData: null, errors: null }
  // As React Router writes it: JSON.parse of a JSON string literal, HTML-escaped.
  const literal = JSON.stringify(JSON.stringify(data)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  const page = `<html><head></head><body><div id="root"><main>Hi</main><script>window.__staticRouterHydrationData = JSON.parse(${literal});</script></div></body></html>`

  it('leaves a data block and the one shared script before </body>, outside the React root', () => {
    const html = moveHydrationData(page)
    expect(html).not.toContain('JSON.parse("')
    expect(html).toContain(`<div id="root"><main>Hi</main></div>${'<script type="application/json"'}`)
    expect(html.endsWith(`${HYDRATION_SCRIPT}</body></html>`)).toBe(true)
  })

  it('keeps the data intact and unable to close its script element', () => {
    const html = moveHydrationData(page)
    const block = new RegExp(`<script type="application/json" id="${HYDRATION_DATA_ID}">(.*?)</script>`).exec(html)![1]!
    expect(block).not.toMatch(/[<>&]/)
    expect(JSON.parse(block)).toEqual(data)
  })

  it('leaves pages without loader data as they are', () => {
    expect(moveHydrationData('<html><body>x</body></html>')).toBe('<html><body>x</body></html>')
  })
})

describe('response headers', () => {
  it('hashes executable inline scripts only, byte for byte', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="application/json" id="d">{}</script>`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
  })

  it('builds a policy with no inline scripts but the hashed ones, and the configured origins', () => {
    const config = parseConfig({ DASHBOARD_URL: 'https://dash.example/api', CONTACT_WEBHOOK_URL: 'https://hooks.example/x', SCHEDULER_URL: 'https://cal.example/me/30min' })
    const csp = Object.fromEntries(contentSecurityPolicy(config, [sha('a()')]).split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))
    expect(csp['script-src']).toEqual(["'self'", sha('a()'), 'https://assets.calendly.com'])
    expect(csp['connect-src']).toEqual(["'self'", 'https://dash.example', 'https://hooks.example'])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://dash.example'])
    expect(csp['frame-src']).toEqual(['https://cal.example', 'https://www.youtube-nocookie.com'])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
  })

  it('without a webhook, connects to the dashboard, which then receives the contact form', () => {
    const csp = contentSecurityPolicy(parseConfig({ DASHBOARD_URL: 'http://127.0.0.1:4010' }), [])
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010;")
  })

  it('writes rules that never set one header twice for a path, and reads them back', () => {
    const rules = headerRules("default-src 'self'", ['/', '/about-us', '/ar', '/ar/team', '/news/3', '/news/_shell'])
    const text = formatHeaderRules(rules)
    expect(parseHeaderRules(text)).toEqual(rules)
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/assets/*', '/static-loader-data/*', '/static-loader-data-manifest-*', '/', '/about-us', '/ar', '/ar/*', '/news/*'])
    expect(headersFor(rules, '/assets/app-1.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/ar/team')['Cache-Control']).toBe('public, max-age=0, must-revalidate')
    expect(headersFor(rules, '/ar/team')['X-Content-Type-Options']).toBe('nosniff')
    expect(headersFor(rules, '/about-us/x')['Cache-Control']).toBeUndefined()
    for (const path of ['/', '/ar', '/ar/team', '/assets/a.js', '/news/9']) {
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

  it('reads a page\'s canonical URL and alternates from its head', () => {
    expect(sitemapEntry(head(links))).toEqual({
      url: 'https://s.example/ar/team',
      alternates: [
        { hreflang: 'en', href: 'https://s.example/team' },
        { hreflang: 'ar', href: 'https://s.example/ar/team' },
        { hreflang: 'x-default', href: 'https://s.example/team' },
      ],
    })
  })

  it('leaves out pages that ask not to be indexed or have no canonical URL', () => {
    expect(sitemapEntry(head(links, '<meta name="robots" content="noindex">'))).toBeNull()
    expect(sitemapEntry(head(''))).toBeNull()
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
