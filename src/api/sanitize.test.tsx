import { JSDOM } from 'jsdom'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { xssVectors } from '#tooling/dashboard/xss-vectors'
import { SafeHtml } from '#src/components/SafeHtml/SafeHtml'
import type { SanitizedHtml } from '#src/types/html'
import { createBuildSanitizer, createSanitizer, rotatingSanitizer, sanitizeHtml } from './sanitize'
import { dangerousParts } from '../../tests/support/xss-check'

const site = 'https://www.wahat-medical.example'
const jsdomWindow = () => new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0]
const sanitize = await createSanitizer(jsdomWindow(), { siteUrl: site, assetUrl: 'http://127.0.0.1:4010' })

describe('the injection corpus', () => {
  it('has at least 50 distinct vectors', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(50)
    expect(new Set(xssVectors.map((vector) => vector.name)).size).toBe(xssVectors.length)
  })

  it('the checker sees danger in the raw vectors (it can fail)', () => {
    const flagged = xssVectors.filter((vector) => dangerousParts(vector.html).length > 0)
    expect(flagged.length).toBeGreaterThan(xssVectors.length * 0.8)
  })
})

describe('the site sanitiser and SafeHtml in the server render', () => {
  it.each(xssVectors.map((vector) => [vector.name, vector.html]))('%s leaves nothing dangerous', async (_name, html) => {
    const rendered = renderToString(<SafeHtml html={await sanitizeHtml(html)} />)
    expect(dangerousParts(rendered)).toEqual([])
  })

  it('is the sanitiser with the site configuration, and SafeHtml renders its output as it is', async () => {
    const html =
      '<h2>Programme</h2><p>Join <a href="https://partner.example/x">our partner</a> and <a href="/contact-us">us</a>.</p><img src="/images/a.jpg" alt="Hall">'
    // sanitizeHtml is configured from the environment; here DASHBOARD_URL is unset.
    const withoutDashboard = await createSanitizer(jsdomWindow(), { siteUrl: site, assetUrl: null })
    const clean = await sanitizeHtml(html)
    expect(clean).toBe(withoutDashboard(html))
    expect(clean).not.toBe(html)
    expect(renderToString(<SafeHtml html={clean} />)).toContain(clean)
  })

  it('SafeHtml takes sanitised HTML only', () => {
    // @ts-expect-error a plain string is not SanitizedHtml: `npm run typecheck` fails if SafeHtml accepts one.
    expect(renderToString(<SafeHtml html="<p>raw</p>" />)).toContain('raw')
  })

  it('gives the same markup over hundreds of concurrent calls (the server changes jsdom windows on the way)', async () => {
    const html = '<h2>Programme</h2><p>See <a href="https://partner.example/x">our partner</a>.</p><img src="/images/a.jpg" alt="Hall">'
    const first = await sanitizeHtml(html)
    expect(first).toContain('rel="noopener noreferrer"')
    // Pages render concurrently at build time: a retired window must not close under a call.
    const later = await Promise.all(Array.from({ length: 250 }, () => sanitizeHtml(html)))
    expect(later.filter((markup) => markup !== first)).toEqual([])
  })
})

describe('the rotation of windows (the server takes a fresh one every 100 calls)', () => {
  it('opens each window once, however many concurrent calls wait for it, and closes the retired ones when their calls are done', async () => {
    const windows: { closed: boolean }[] = []
    const rotating = rotatingSanitizer(async () => {
      const window = { closed: false }
      windows.push(window)
      // Opening takes a while, as importing jsdom and making a window does: calls pile up.
      await new Promise((resolve) => setTimeout(resolve, 20))
      return {
        sanitize: (html) => {
          if (window.closed) throw new Error('sanitised on a closed window')
          return html as SanitizedHtml
        },
        close: () => {
          window.closed = true
        },
      }
    }, 100)
    const calls = Array.from({ length: 250 }, (_, index) => `<p>${index}</p>`)
    expect(await Promise.all(calls.map((html) => rotating(html)))).toEqual(calls)
    // Closing waits for the window's promise: one turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(windows.map((window) => window.closed)).toEqual([true, true, false])
  })
})

describe('the sanitiser', () => {
  it('keeps article markup: headings, lists, emphasis, links and images', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p><strong>Bold</strong> and <em>em</em></p><ul><li>One</li></ul><ol><li>Two</li></ol><a href="/products">Products</a>'
    expect(sanitize(html)).toBe(html)
  })

  it('opens links to other sites in a new tab without access to this page, and leaves own links alone', () => {
    const clean = sanitize(
      '<a href="https://partner.example/">Partner</a> <a href="/contact-us" target="_blank">Contact</a> <a href="mailto:info@wahat-medical.example">Mail</a>',
    )
    const { document } = new JSDOM(clean).window
    const [partner, contact, mail] = Array.from(document.querySelectorAll('a'))
    expect(partner?.getAttribute('target')).toBe('_blank')
    expect(partner?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(contact?.hasAttribute('target')).toBe(false)
    expect(mail?.hasAttribute('target')).toBe(false)
  })

  it('serves relative image paths from the dashboard host, lazily', () => {
    const clean = sanitize('<img src="/images/events-1-inline.jpg" alt="Course"><img src="https://cdn.example/a.jpg" alt="">')
    expect(clean).toContain('src="http://127.0.0.1:4010/images/events-1-inline.jpg"')
    expect(clean).toContain('src="https://cdn.example/a.jpg"')
    expect(clean.match(/loading="lazy"/g)).toHaveLength(2)
  })

  it("prefixes ids and names, so an article cannot shadow the page's elements or the framework's globals", () => {
    const clean = sanitize(
      '<p id="router-hydration-data" hidden>{}</p><a id="__VITE_REACT_SSG_STATIC_LOADER_MANIFEST__" href="/x">x</a><img name="getElementById" src="/a.jpg" alt="">',
    )
    const { window } = new JSDOM(`<body>${clean}</body>`)
    expect(window.document.getElementById('router-hydration-data')).toBeNull()
    expect(window.document.getElementById('user-content-router-hydration-data')).not.toBeNull()
    expect('__VITE_REACT_SSG_STATIC_LOADER_MANIFEST__' in window).toBe(false)
    expect(typeof window.document.getElementById).toBe('function')
    expect(clean).toContain('name="user-content-getElementById"')
  })

  it("keeps in-page links working: a fragment follows its target's prefixed id", () => {
    const clean = sanitize('<a href="#agenda">Agenda</a><h2 id="agenda">Agenda</h2><a href="#user-content-x">x</a><a href="#">top</a>')
    expect(clean).toBe(
      '<a href="#user-content-agenda">Agenda</a><h2 id="user-content-agenda">Agenda</h2><a href="#user-content-x">x</a><a href="#">top</a>',
    )
  })

  it('gives nothing for empty or whitespace-only input', async () => {
    expect(renderToString(<SafeHtml html={await sanitizeHtml('')} />)).toBe('')
    expect(renderToString(<SafeHtml html={await sanitizeHtml('  <script>__xss(1)</script> ')} />)).toBe('')
  })
})

describe("the build's sanitiser: body images become the site's files", () => {
  const variants = (base: string) => ({ base, widths: [320, 640], fallback: 'jpg' as const, width: 640, height: 400 })
  const asked: string[] = []
  const prepare = async (src: string) => {
    asked.push(src)
    if (src.endsWith('/refused.jpg')) return 'refused' as const
    if (src.endsWith('.svg')) return 'original' as const
    return variants(src === '/placeholder.jpg' ? '/_img/placeholder' : '/_img/hero')
  }
  const building = createBuildSanitizer(jsdomWindow(), { siteUrl: site, assetUrl: 'http://127.0.0.1:4010' }, prepare)
  const build = async (html: string) => (await building)(html)

  it('asks the pipeline for each image on the dashboard host and writes a picture of the built files', async () => {
    const clean = await build('<p>Hall</p><img src="/images/a.jpg" alt="Hall" onerror="alert(1)">')
    expect(asked).toContain('http://127.0.0.1:4010/images/a.jpg')
    expect(clean).toBe(
      '<p>Hall</p><picture>' +
        '<source type="image/avif" srcset="/_img/hero-320.avif 320w, /_img/hero-640.avif 640w" sizes="min(calc(100vw - 3rem), 45rem)">' +
        '<source type="image/webp" srcset="/_img/hero-320.webp 320w, /_img/hero-640.webp 640w" sizes="min(calc(100vw - 3rem), 45rem)">' +
        '<img src="/_img/hero-640.jpg" alt="Hall" loading="lazy" decoding="async" width="640" height="400"></picture>',
    )
    expect(clean).not.toContain('127.0.0.1')
  })

  it("shows the placeholder for a refused image, keeps a vector at its URL, and keeps the editor's size", async () => {
    const clean = await build(
      '<img src="https://elsewhere.example/refused.jpg" alt="A"><img src="/images/logo.svg" alt="B"><img src="/images/c.jpg" width="200" alt="C">',
    )
    expect(clean).toContain('<img src="/_img/placeholder-640.jpg" alt="A"')
    expect(clean).not.toContain('elsewhere.example')
    expect(clean).toContain('<img src="http://127.0.0.1:4010/images/logo.svg" alt="B" loading="lazy" decoding="async">')
    expect(clean).toContain('<img src="/_img/hero-640.jpg" width="200" alt="C" loading="lazy" decoding="async">')
  })

  it('leaves nothing dangerous in the corpus either', async () => {
    for (const vector of xssVectors) expect(dangerousParts(await build(vector.html)), vector.name).toEqual([])
  })
})
