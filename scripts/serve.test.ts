import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fallbackFor, netlifyToml, redirectsFile } from './export/host-rules'
import { byteRange, createStaticServer } from '#tooling/static-server'
import { netlifyAnswer, netlifyRules } from '#tooling/netlify-emulator'

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
    // Each with and without its slash: Cloudflare matches a rule's path exactly.
    expect(lines).toEqual(['/ar/media-center /ar/news 301', '/ar/media-center/ /ar/news 301', '/media-center /news 301', '/media-center/ /news 301'])
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
      '/ar/news/:id /ar/news/_shell.html 200',
      '/ar/education-events/:id /ar/education-events/_shell.html 200',
      '/news/:id /news/_shell.html 200',
      '/education-events/:id /education-events/_shell.html 200',
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
    writeFileSync(join(dir, '_redirects'), redirectsFile())
    writeFileSync(join(dir, 'assets', 'digits.txt'), DIGITS)
    writeFileSync(join(dir, 'assets', 'style.css'), 'body{}'.repeat(100))
    writeFileSync(join(dir, 'assets', 'style.css.gz'), gzipSync('body{}'.repeat(100)))
    writeFileSync(join(dir, '.env'), 'SECRET=dotfile')
    for (const prefix of ['', 'ar/']) {
      writeFileSync(join(dir, `${prefix}news.html`), `${prefix}news list`)
      for (const section of ['news', 'education-events']) {
        mkdirSync(join(dir, prefix, section, 'page'), { recursive: true })
        writeFileSync(join(dir, prefix, section, '_shell.html'), `${prefix}${section} shell`)
        writeFileSync(join(dir, prefix, section, '3.html'), `${prefix}${section} 3`)
        writeFileSync(join(dir, prefix, section, 'page', '2.html'), `${prefix}${section} page 2`)
      }
    }
    // A link out of the export: the host has none, and the server must not follow one.
    const outside = mkdtempSync(join(tmpdir(), 'outside-'))
    writeFileSync(join(outside, 'secret.html'), 'outside the export')
    symlinkSync(join(outside, 'secret.html'), join(dir, 'linked.html'))
    symlinkSync(outside, join(dir, 'linked-folder'))
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

  it('answers every fallback case as Netlify does under the rules of netlify.toml and _redirects (tooling/netlify-emulator.ts)', async () => {
    const rules = netlifyRules(dir, netlifyToml())
    const cases = fallbackCases(['', '/ar'])
    for (const path of cases) {
      const expected = netlifyAnswer(rules, dir, path)
      const response = await fetch(`${base}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(expected.status)
      if ('location' in expected) expect(response.headers.get('location'), path).toBe(expected.location)
      else expect(await response.text(), path).toBe(readFileSync(join(dir, expected.file), 'utf8'))
    }
    expect(cases.length).toBeGreaterThan(60)
  })

  it('does not serve the host files, dot files, or files outside the export through a link', async () => {
    for (const path of [
      '/_headers',
      '/_redirects',
      '/.env',
      '/%2eenv',
      '/linked',
      '/linked.html',
      '/linked-folder/secret',
      '/assets/../.env',
      '/%2e%2e/etc/passwd',
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('not found')
    }
  })

  it('answers GET and HEAD only: 405 naming them for any other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await fetch(`${base}/team`, { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe('GET, HEAD')
    }
    // fetch refuses TRACE itself: sent on a socket.
    expect(statusLine(await raw(base, 'TRACE /team HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe('HTTP/1.1 405 Method Not Allowed')
    const head = await fetch(`${base}/team`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('4')
  })

  it('answers the requests that stopped it with 4xx, and then the next request', async () => {
    const requests = [
      'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET http://a:b:c/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET http://%/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /assets/digits.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=50-10\r\nConnection: close\r\n\r\n',
      'GET /assets/digits.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=0-999999999999999999999\r\nConnection: close\r\n\r\n',
      'GET /news/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /team HTTP/1.1\r\nHost: x\r\nRange: bytes=999999999999999999999-\r\nConnection: close\r\n\r\n',
    ]
    const answers = []
    for (const request of requests) {
      answers.push(statusLine(await raw(base, request)))
      const next = await fetch(`${base}/team`)
      expect(next.status, `after ${JSON.stringify(request)}`).toBe(200)
    }
    expect(answers).toEqual([
      'HTTP/1.1 400 Bad Request',
      'HTTP/1.1 400 Bad Request',
      'HTTP/1.1 400 Bad Request',
      // RFC 9110 section 14.2 lets a server reject an invalid range (last before first) ...
      'HTTP/1.1 416 Range Not Satisfiable',
      // ... and a position no number holds exactly.
      'HTTP/1.1 416 Range Not Satisfiable',
      'HTTP/1.1 400 Bad Request',
      'HTTP/1.1 416 Range Not Satisfiable',
    ])
  })

  it('answers ranges as RFC 9110 section 14 says', async () => {
    const get = (range: string, headers: Record<string, string> = {}) => fetch(`${base}/assets/digits.txt`, { headers: { range, ...headers } })
    const suffix = await get('bytes=-5')
    expect(suffix.status).toBe(206)
    expect(await suffix.text()).toBe(DIGITS.slice(-5))
    expect(suffix.headers.get('content-range')).toBe(`bytes ${DIGITS.length - 5}-${DIGITS.length - 1}/${DIGITS.length}`)
    const middle = await get('bytes=10-19')
    expect([middle.status, await middle.text()]).toEqual([206, DIGITS.slice(10, 20)])
    const open = await get('bytes=95-')
    expect([open.status, await open.text()]).toEqual([206, DIGITS.slice(95)])
    const clipped = await get('bytes=0-999999')
    expect([clipped.status, await clipped.text()]).toEqual([206, DIGITS])
    for (const rejected of ['bytes=50-10', 'bytes=0-999999999999999999999', 'bytes=-999999999999999999999']) {
      const answer = await get(rejected)
      expect([answer.status, answer.headers.get('content-range')], rejected).toEqual([416, `bytes */${DIGITS.length}`])
    }
    const past = await get(`bytes=${DIGITS.length}-`)
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${DIGITS.length}`)
    expect((await get('bytes=-0')).status).toBe(416)
    for (const ignored of ['bytes=a-b', 'lines=1-2', 'bytes=0-1,5-6', 'bytes=-']) {
      const whole = await get(ignored)
      expect([whole.status, await whole.text()], ignored).toEqual([200, DIGITS])
    }
    // If-Range with another tag: the whole file.
    const stale = await get('bytes=0-1', { 'if-range': '"stale"' })
    expect(stale.status).toBe(200)
    const etag = (await fetch(`${base}/assets/digits.txt`)).headers.get('etag')!
    expect((await get('bytes=0-1', { 'if-range': etag })).status).toBe(206)
  })

  it('sends a precompressed copy to clients that accept gzip, with its own tag, and 304 to a known tag', async () => {
    const plain = await fetch(`${base}/assets/style.css`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    const zipped = await fetch(`${base}/assets/style.css`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.text()).toBe('body{}'.repeat(100))
    expect(zipped.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    const again = await fetch(`${base}/assets/style.css`, { headers: { 'if-none-match': zipped.headers.get('etag')!, 'accept-encoding': 'gzip' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('immutable-test')
  })

  it('refuses to serve a folder without a built site', () => {
    expect(() => createStaticServer(mkdtempSync(join(tmpdir(), 'empty-')))).toThrow(/npm run build/)
  })
})

describe('npm run serve', () => {
  /** `npm run serve` with `args`, until it says where it serves; then the body of its home page. */
  async function servedHome(args: string[], env: Record<string, string> = {}): Promise<{ said: string; home: string }> {
    const child = spawn('npm', ['run', '--silent', 'serve', ...args], {
      env: { ...process.env, FORCE_COLOR: '0', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    try {
      let output = ''
      const said = await new Promise<string>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString()
          const line = /^Serving .*$/m.exec(output)?.[0]
          if (line) resolve(line)
        }
        child.stdout.on('data', read)
        child.stderr.on('data', read)
        child.once('exit', (code) => reject(new Error(`npm run serve ended (${code}) before serving: ${output}`)))
      })
      const url = /at (http:\/\/\S+?)\/ /.exec(said)?.[1]
      return { said, home: await (await fetch(`${url}/`)).text() }
    } finally {
      // npm runs tsx, which runs node: the whole group is stopped.
      if (child.pid) process.kill(-child.pid)
    }
  }

  const site = (home: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'served-'))
    writeFileSync(join(dir, 'index.html'), home)
    writeFileSync(join(dir, '404.html'), 'not found')
    return dir
  }

  it('serves the folder it is given (`npm run serve -- DIR`), else SITE_OUT_DIR', async () => {
    const given = site('the given export')
    expect(await servedHome([given], { SITE_OUT_DIR: site('the build output') })).toEqual({
      said: expect.stringContaining(`Serving ${given}/`),
      home: 'the given export',
    })
    expect((await servedHome([], { SITE_OUT_DIR: site('the build output') })).home).toBe('the build output')
  })
})

describe('byte ranges', () => {
  it.each([
    ['bytes=0-0', 10, { start: 0, end: 0 }],
    ['bytes=-5', 10, { start: 5, end: 9 }],
    ['bytes=-50', 10, { start: 0, end: 9 }],
    ['bytes=5-', 10, { start: 5, end: 9 }],
    ['BYTES=2-3', 10, { start: 2, end: 3 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=-1', 0, 'unsatisfiable'],
    ['bytes=3-2', 10, 'unsatisfiable'],
    ['bytes=0-9007199254740992', 10, 'unsatisfiable'],
    ['bytes=0-9007199254740991', 10, { start: 0, end: 9 }],
    ['bytes=1-2, 4-5', 10, null],
    ['bytes=x', 10, null],
    [undefined, 10, null],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected)
  })
})

const DIGITS = '0123456789'.repeat(10)

/** The paths a host answers by its rules: aliases, shells, the listing folder, ids that are not canonical, unknown paths. */
function fallbackCases(prefixes: string[]): string[] {
  const ids = ['42', '3', '0', '0009', '1e3', '%2e%2e%2f', '..%2f', 'page', 'pages', '_shell', '9007199254740992', '1'.repeat(400), '%E2%80%AE1']
  return prefixes.flatMap((prefix) => [
    `${prefix}/media-center`,
    `${prefix}/media-center/`,
    `${prefix}/nope`,
    `${prefix}/nope/`,
    `${prefix}/nope/deeper`,
    ...['news', 'education-events'].flatMap((section) => [
      `${prefix}/${section}/${ids.join(`,`)}`,
      ...ids.flatMap((id) => [`${prefix}/${section}/${id}`, `${prefix}/${section}/${id}/`]),
      `${prefix}/${section}/page/2`,
      `${prefix}/${section}/page/99`,
      `${prefix}/${section}/page/`,
      `${prefix}/${section}/1/2`,
      `${prefix}/${section}/42/more/`,
    ]),
  ])
}

/** One request written on a socket as is, and the whole answer (the request asks to close). */
function raw(base: string, request: string): Promise<string> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

const statusLine = (answer: string) => answer.split('\r\n', 1)[0]
