import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fallbackFor, netlifyToml, redirectsFile } from './build/host-rules'
import { createStaticServer } from '#tooling/static-server'

describe('host rules', () => {
  it('picks the 404 page of the language of the path', () => {
    expect(fallbackFor('/nope')).toEqual({ file: '/404.html', status: 404 })
    expect(fallbackFor('/ar')).toEqual({ file: '/ar/404.html', status: 404 })
    expect(fallbackFor('/ar/nope')).toEqual({ file: '/ar/404.html', status: 404 })
    expect(fallbackFor('/arabic')).toEqual({ file: '/404.html', status: 404 })
  })

  it('redirects the media center alias to the news page of the same language', () => {
    expect(fallbackFor('/media-center')).toEqual({ file: '/news', status: 301 })
    expect(fallbackFor('/ar/media-center/')).toEqual({ file: '/ar/news', status: 301 })
  })

  it('gives articles published after the build their section shell, in their language', () => {
    expect(fallbackFor('/news/42')).toEqual({ file: '/news/_shell.html', status: 200 })
    expect(fallbackFor('/ar/education-events/42')).toEqual({ file: '/ar/education-events/_shell.html', status: 200 })
    expect(fallbackFor('/news/42/more')).toEqual({ file: '/404.html', status: 404 })
  })

  it('answers the 404 page, not the article shell, for the folder of the later listing pages and pages that were not built', () => {
    for (const prefix of ['', '/ar']) {
      for (const section of ['news', 'education-events']) {
        for (const path of ['/page', '/page/', '/page/999', '/page/1', '/page/0', '/page/abc']) {
          expect(fallbackFor(`${prefix}/${section}${path}`), `${prefix}/${section}${path}`).toEqual({ file: `${prefix}/404.html`, status: 404 })
        }
      }
    }
    // An article id that merely starts with the folder's name is still an article.
    expect(fallbackFor('/news/pages')).toEqual({ file: '/news/_shell.html', status: 200 })
  })

  it('writes _redirects in the syntax Netlify and Cloudflare Pages share: permanent redirects only', () => {
    const lines = redirectsFile().split('\n').filter(Boolean)
    expect(lines).toEqual(['/ar/media-center /ar/news 301', '/media-center /news 301'])
    // Cloudflare applies every rule before files and rejects 404: no fallback may live here.
    for (const line of lines) expect(line).toMatch(/^\/\S* \/\S* 30[1278]$/)
  })

  it('gives Netlify the fallbacks, shells before the 404 catch-alls, in the committed netlify.toml', () => {
    const toml = netlifyToml()
    const rules = [...toml.matchAll(/from = "([^"]+)"\nto = "([^"]+)"\nstatus = (\d+)/g)].map(([, from, to, status]) => `${from} ${to} ${status}`)
    expect(rules).toEqual([
      '/ar/news/page /ar/404.html 404',
      '/ar/education-events/page /ar/404.html 404',
      '/news/page /404.html 404',
      '/education-events/page /404.html 404',
      '/ar/news/* /ar/news/_shell.html 200',
      '/ar/education-events/* /ar/education-events/_shell.html 200',
      '/news/* /news/_shell.html 200',
      '/education-events/* /education-events/_shell.html 200',
      '/ar/* /ar/404.html 404',
      '/* /404.html 404',
    ])
    expect(toml).not.toMatch(/force\s*=\s*true/)
    expect(readFileSync('netlify.toml', 'utf8'), 'netlify.toml is stale: run npm run host:netlify').toBe(toml)
  })
})

describe('the static server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  let base = ''
  let instance: ReturnType<typeof createStaticServer>

  beforeAll(async () => {
    mkdirSync(join(dir, 'ar'))
    writeFileSync(join(dir, 'index.html'), 'home')
    writeFileSync(join(dir, 'team.html'), 'team')
    writeFileSync(join(dir, 'ar.html'), 'ar home')
    writeFileSync(join(dir, 'ar', 'team.html'), 'ar team')
    writeFileSync(join(dir, '404.html'), 'not found')
    writeFileSync(join(dir, 'ar', '404.html'), 'ar not found')
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'assets', 'app-1234.js'), 'app')
    writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Test: all\n/assets/*\n  Cache-Control: immutable-test\n/team\n  Cache-Control: page-test\n')
    instance = createStaticServer(dir)
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(instance.address() as AddressInfo).port}`
  })
  afterAll(() => {
    // Idle keep-alive connections would hold close() until the client drops them.
    instance.closeAllConnections()
    return new Promise<void>((resolve) => instance.close(() => resolve()))
  })

  it.each([
    ['/', 200, 'home'],
    ['/team', 200, 'team'],
    ['/ar', 200, 'ar home'],
    ['/ar/team', 200, 'ar team'],
    ['/missing', 404, 'not found'],
    ['/ar/missing', 404, 'ar not found'],
  ])('GET %s answers %i with its page', async (path, status, body) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(status)
    expect(await response.text()).toBe(body)
  })

  it('sends the headers of the _headers file, merged over every rule a path matches', async () => {
    const page = await fetch(`${base}/team`)
    expect(page.headers.get('x-frame-test')).toBe('all')
    expect(page.headers.get('cache-control')).toBe('page-test')
    const asset = await fetch(`${base}/assets/app-1234.js`)
    expect(asset.headers.get('x-frame-test')).toBe('all')
    expect(asset.headers.get('cache-control')).toBe('immutable-test')
    const missing = await fetch(`${base}/missing`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-frame-test')).toBe('all')
  })

  it('refuses to serve a folder without a built site', () => {
    expect(() => createStaticServer(mkdtempSync(join(tmpdir(), 'empty-')))).toThrow(/npm run build/)
  })
})
