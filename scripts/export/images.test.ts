import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImagePipeline, widthsFor, type ImagePipelineOptions } from './images'
import { refusal } from '#src/api/imageSources'
import { addressRefusal } from './image-download'
import type { ImageVariants, PreparedImage } from '#src/types/picture'
import { registerImagePreparation } from '#src/api/buildProcess'
import { createDashboard, PLACEHOLDER_IMAGE } from '#src/api/client'
import { fetchArticle, type ArticleData } from '#src/pages/_shared/articles/articleData'

// The build's image pipeline against real local servers: the "dashboard" with a 960x600 JPEG of
// the fixture, a missing image, a body that is no image, an SVG, redirects and bodies too large;
// and a "secret" service on another port, which no image URL may reach.
const photo = readFileSync('tooling/dashboard/images/events-1.jpg')
let server: Server
let secret: Server
let origin = ''
let secretPort = 0
const hits = new Map<string, number>()
const secretHits: string[] = []
/** Bytes the endless image had sent when the build let go of it. */
let endlessSent = 0

async function listenOn(created: Server): Promise<number> {
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve))
  return (created.address() as AddressInfo).port
}

beforeAll(async () => {
  secret = createServer((req, res) => {
    secretHits.push(req.url ?? '')
    res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
  })
  secretPort = await listenOn(secret)
  server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1)
    if (req.url?.startsWith('/images/to-secret.jpg'))
      return res.writeHead(302, { Location: `http://127.0.0.1:${secretPort}/latest/meta-data/iam` }).end()
    if (req.url === '/images/to-photo.jpg') return res.writeHead(301, { Location: '/images/photo.jpg?moved' }).end()
    if (req.url === '/images/loop.jpg') return res.writeHead(302, { Location: '/images/loop.jpg' }).end()
    if (req.url === '/images/declared-2gb.jpg') {
      // Declares 2 GB and would send them: refused from the header, before a byte is read.
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(2 * 1024 ** 3) })
      return void res.write(photo)
    }
    if (req.url === '/images/endless.jpg') {
      // No length, and a body that never ends: abandoned the moment it passes the cap.
      res.writeHead(200, { 'Content-Type': 'image/jpeg' })
      const chunk = Buffer.alloc(64 * 1024, 1)
      const pump = () => {
        while (!res.destroyed) {
          endlessSent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
      }
      res.on('close', () => res.removeAllListeners('drain'))
      return pump()
    }
    if (req.url?.startsWith('/images/photo.jpg')) return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
    if (req.url === '/images/not-an-image.jpg') return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<html>Moved</html>')
    if (req.url === '/images/logo.svg') {
      return res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    }
    res.writeHead(404).end()
  })
  origin = `http://127.0.0.1:${await listenOn(server)}`
})
afterAll(async () => {
  for (const running of [server, secret]) {
    running.closeAllConnections()
    await new Promise<void>((resolve) => running.close(() => resolve()))
  }
})

/** Variants, or a failed expectation naming what came instead. */
function variantsOf(prepared: PreparedImage): ImageVariants {
  if (typeof prepared !== 'object') throw new Error(`expected variants, got ${prepared}`)
  return prepared
}

function pipeline(overrides: Partial<ImagePipelineOptions> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'images-test-'))
  const warnings: string[] = []
  const options = {
    outDir: join(root, 'dist'),
    publicDir: 'public',
    cacheDir: join(root, 'cache'),
    sources: { dashboardOrigin: origin, hosts: [] },
    warn: (message: string) => warnings.push(message),
    ...overrides,
  }
  return { ...createImagePipeline(options), ...options, warnings, cleanUp: () => rmSync(root, { recursive: true, force: true }) }
}

describe('widths', () => {
  it("are the layout's below the source's own width, and the source's (or the largest)", () => {
    expect(widthsFor(960)).toEqual([320, 640, 960])
    expect(widthsFor(480)).toEqual([320, 480])
    // 960 is within 10% of 1000: nearly the same file twice.
    expect(widthsFor(1000)).toEqual([320, 640, 1000])
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920])
    expect(widthsFor(200)).toEqual([200])
  })
})

describe('the image pipeline', () => {
  it('writes AVIF and WebP at each width and the source as the fallback, every file as wide as its srcset says', async () => {
    const images = pipeline()
    try {
      const variants = variantsOf(await images.prepare(`${origin}/images/photo.jpg`))
      expect(variants).toMatchObject({ widths: [320, 640, 960], fallback: 'jpg', width: 960, height: 600 })
      expect(variants?.base).toMatch(/^\/_img\/[\w-]{16}$/)
      const file = (name: string) => join(images.outDir, `${variants?.base}-${name}`)
      for (const width of variants?.widths ?? []) {
        for (const [extension, format] of [
          ['avif', 'heif'],
          ['webp', 'webp'],
        ] as const) {
          const metadata = await sharp(file(`${width}.${extension}`)).metadata()
          expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({
            width,
            height: Math.round((600 * width) / 960),
            format,
          })
        }
      }
      // The source is already a 960 px JPEG: the fallback is its bytes, not a second encoding.
      expect(readFileSync(file('960.jpg')).equals(photo)).toBe(true)
      expect(await images.finish()).toMatchObject({ sources: 1, files: 7, encoded: 1, kept: [], refused: [] })
      expect(images.warnings).toEqual([])
    } finally {
      images.cleanUp()
    }
  })

  it('fetches and encodes each URL once however many pages show it, and a rebuild encodes nothing', async () => {
    const first = pipeline()
    const url = `${origin}/images/photo.jpg?once`
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => first.prepare(url)))
      expect(new Set(answers).size).toBe(1)
      expect(hits.get('/images/photo.jpg?once')).toBe(1)
      variantsOf(answers[0] ?? 'original')
      expect((await first.finish()).encoded).toBe(1)
      // Same cache, new export: the files come from the cache.
      const again = pipeline({ cacheDir: first.cacheDir })
      try {
        const variants = variantsOf(await again.prepare(url))
        expect(await again.finish()).toMatchObject({ files: 7, encoded: 0 })
        expect(existsSync(join(again.outDir, `${variants.base}-320.avif`))).toBe(true)
      } finally {
        again.cleanUp()
      }
    } finally {
      first.cleanUp()
    }
  })

  it('encodes two URLs of the same picture at once, the same files written by both, and keeps neither at its URL', async () => {
    const images = pipeline({ concurrency: 2 })
    try {
      const [first, second] = await Promise.all([
        images.prepare(`${origin}/images/photo.jpg?twin-a`),
        images.prepare(`${origin}/images/photo.jpg?twin-b`),
      ])
      expect(variantsOf(first!).base).toBe(variantsOf(second!).base)
      expect(images.warnings).toEqual([])
    } finally {
      images.cleanUp()
    }
  })

  it('keeps the original URL of an image it cannot fetch or decode, says so once naming the URL, and goes on', async () => {
    const images = pipeline()
    try {
      const missing = `${origin}/images/missing.jpg`
      const garbage = `${origin}/images/not-an-image.jpg`
      expect(await images.prepare(missing)).toBe('original')
      expect(await images.prepare(missing)).toBe('original')
      expect(await images.prepare(garbage)).toBe('original')
      variantsOf(await images.prepare(`${origin}/images/photo.jpg`))
      expect(images.warnings).toHaveLength(2)
      expect(images.warnings[0]).toBe(`Image kept at its original URL (answered 404): ${missing}`)
      expect(images.warnings[1]).toContain(garbage)
      expect((await images.finish()).kept).toEqual([missing, garbage])
    } finally {
      images.cleanUp()
    }
  })

  it("reads the site's own images from public/, never a file outside it, and leaves vector images as they are", async () => {
    const images = pipeline()
    try {
      expect(await images.prepare('/placeholder.jpg')).toMatchObject({ widths: [320, 640, 960], width: 960, height: 600 })
      expect(await images.prepare('/../package.json')).toBe('original')
      expect(images.warnings).toEqual(['Image kept at its original URL (outside public/): /../package.json'])
      expect(await images.prepare(`${origin}/images/logo.svg`)).toBe('original')
      expect(await images.prepare('/images/reach-out.svg')).toBe('original')
      expect(images.warnings).toHaveLength(1)
    } finally {
      images.cleanUp()
    }
  })
})

describe('the boundary of what the build downloads (scripts/export/image-download.ts)', () => {
  const sources = (hosts: string[] = []) => ({ dashboardOrigin: 'http://127.0.0.1:4010', hosts })
  const why = (url: string, hosts: string[] = []) => refusal(new URL(url), sources(hosts))

  it("allows the dashboard's origin and the hosts of IMAGE_HOSTS on their scheme's default port or the port named, nothing else", () => {
    expect(why('http://127.0.0.1:4010/images/a.jpg')).toBeNull()
    expect(why('http://127.0.0.1:4011/images/a.jpg')).toBe("127.0.0.1:4011 is neither the dashboard's origin nor a host of IMAGE_HOSTS")
    expect(why('https://cdn.example.com/a.jpg', ['cdn.example.com'])).toBeNull()
    expect(why('http://cdn.example.com/a.jpg', ['cdn.example.com'])).toBeNull()
    expect(why('HTTPS://CDN.example.com:443/a.jpg', ['cdn.example.com'])).toBeNull()
    expect(why('https://cdn.example.com:8443/a.jpg', ['cdn.example.com'])).toMatch(/is neither/)
    expect(why('https://cdn.example.com:8443/a.jpg', ['cdn.example.com:8443'])).toBeNull()
    expect(why('https://cdn.example.com/a.jpg', ['cdn.example.com:8443'])).toMatch(/is neither/)
    expect(why('https://img.cdn.example.com/a.jpg', ['cdn.example.com'])).toMatch(/is neither/)
    expect(why('https://cdn.example.com.evil.test/a.jpg', ['cdn.example.com'])).toMatch(/is neither/)
    expect(why('https://user:pass@cdn.example.com/a.jpg', ['cdn.example.com'])).toBe('a URL with credentials')
    for (const url of ['file:///etc/passwd', 'data:image/png;base64,AAAA', 'ftp://cdn.example.com/a.jpg', 'gopher://127.0.0.1:4010/']) {
      expect(why(url, ['cdn.example.com'])).toMatch(/is not http\(s\)$/)
    }
  })

  it('refuses every address that is not public: loopback, private, link-local (the metadata service), CGNAT, unique-local, mapped, unspecified', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '224.0.0.1',
    ]) {
      expect(addressRefusal(address), address).toMatch(/^an? [\w ]+ address, where the build fetches nothing$/)
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(addressRefusal(address), address).toBeNull()
  })

  it('refuses, without a request reaching it, an image on another port of the loopback, a host of IMAGE_HOSTS that resolves to loopback, and a redirect there', async () => {
    const images = pipeline({ sources: { dashboardOrigin: origin, hosts: [`localhost:${secretPort}`, `127.0.0.1:${secretPort}`] } })
    try {
      const urls = [
        `http://127.0.0.1:${secretPort + 0}/latest/meta-data/iam`,
        `http://localhost:${secretPort}/latest/meta-data/iam`,
        `http://[::ffff:127.0.0.1]:${secretPort}/latest/meta-data/iam`,
        `${origin}/images/to-secret.jpg`,
      ]
      for (const url of urls) expect(await images.prepare(url), url).toBe('refused')
      expect(secretHits).toEqual([])
      expect(images.warnings).toEqual([
        `Image refused, the placeholder is shown (127.0.0.1 is a loopback address, where the build fetches nothing): ${urls[0]}`,
        `Image refused, the placeholder is shown (localhost resolves to 127.0.0.1, a loopback address, where the build fetches nothing): ${urls[1]}`,
        `Image refused, the placeholder is shown ([::ffff:7f00:1]:${secretPort} is neither the dashboard's origin nor a host of IMAGE_HOSTS): ${urls[2]}`,
        `Image refused, the placeholder is shown (redirected to http://127.0.0.1:${secretPort}/latest/meta-data/iam: 127.0.0.1 is a loopback address, where the build fetches nothing): ${urls[3]}`,
      ])
      expect(hits.get('/images/to-secret.jpg')).toBe(1) // refused, so never asked again
      expect((await images.finish()).refused).toEqual(urls)
      // Without the secret's port in IMAGE_HOSTS, the redirect is refused by the host rule, before any address is looked at.
      const strict = pipeline()
      expect(await strict.prepare(`${origin}/images/to-secret.jpg?again`)).toBe('refused')
      expect(strict.warnings[0]).toContain(
        `(redirected to http://127.0.0.1:${secretPort}/latest/meta-data/iam: 127.0.0.1:${secretPort} is neither the dashboard's origin nor a host of IMAGE_HOSTS)`,
      )
      expect(secretHits).toEqual([])
      strict.cleanUp()
    } finally {
      images.cleanUp()
    }
  })

  it('follows a redirect within the boundary, and at most five', async () => {
    const images = pipeline()
    try {
      expect(await images.prepare(`${origin}/images/to-photo.jpg`)).toMatchObject({ width: 960 })
      expect(await images.prepare(`${origin}/images/loop.jpg`)).toBe('refused')
      expect(hits.get('/images/loop.jpg')).toBe(6)
      expect(images.warnings).toEqual([`Image refused, the placeholder is shown (more than 5 redirects): ${origin}/images/loop.jpg`])
    } finally {
      images.cleanUp()
    }
  })

  it('refuses a body declared larger than the cap before reading it, and abandons one that passes the cap as it arrives', async () => {
    const maxBytes = 4 * 1024 * 1024
    const images = pipeline({ maxBytes })
    try {
      expect(await images.prepare(`${origin}/images/declared-2gb.jpg`)).toBe('refused')
      expect(await images.prepare(`${origin}/images/endless.jpg`)).toBe('refused')
      expect(images.warnings).toEqual([
        `Image refused, the placeholder is shown (2048 MB declared, more than the 4 MB an image may have): ${origin}/images/declared-2gb.jpg`,
        `Image refused, the placeholder is shown (more than the 4 MB an image may have): ${origin}/images/endless.jpg`,
      ])
      // Once only (never retried), and let go of within socket buffers of the cap.
      expect(hits.get('/images/endless.jpg')).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(endlessSent).toBeLessThan(maxBytes + 16 * 1024 * 1024)
    } finally {
      images.cleanUp()
    }
  })
})

describe('one record, loaded by the build or by the browser (decision 0045)', () => {
  /** The dashboard's API answered from a table (the images come from the test server, its origin). */
  const dashboardAnswering = (answers: Record<string, unknown>) =>
    (async (input: Request) => {
      const body = answers[new URL(input.url).pathname]
      const response = new Response(JSON.stringify(body ?? { message: 'Blog not found' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      })
      Object.defineProperty(response, 'url', { value: input.url })
      return response
    }) as typeof fetch

  it('gives the same image, dates and links either way: an image the build would not download is the placeholder in the browser too, never its URL', async () => {
    const record = (id: number, src: string, created_at: string) => ({
      id,
      header: `Record ${id}`,
      description: 'Off-site pictures and links',
      tag: 'Heart <3',
      created_at,
      image: { src, name: `Picture ${id}`, hashblur: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
    })
    const hostile = {
      ...record(5, 'https://photos.elsewhere.example/hero.jpg', ' 2025-03-14T09:00:00+03:00 '),
      image_title: 'A picture from elsewhere',
      introduction: '<a href="javascript:alert(1)">a link</a>',
      html_content:
        '<p><a href="https://www.example.org/" target="_blank">out</a><img src="x" onerror="alert(2)"></p>' +
        '<p><img src="https://cdn.elsewhere.example/body.jpg" alt="From elsewhere"></p>',
    }
    const fetchImpl = dashboardAnswering({
      '/api/blogs/5': hostile,
      '/api/random_blogs/5': [
        record(6, '/images/photo.jpg', '2024-02-30'),
        record(7, 'https://cdn.elsewhere.example/card.jpg', '2026-07-09'),
        record(8, 'javascript:alert(3)', 'soon'),
      ],
    })
    const images = pipeline()
    registerImagePreparation(images.prepare)
    let built: ArticleData | null
    try {
      built = await fetchArticle(createDashboard(origin, fetchImpl), 'news', 5, 'en')
    } finally {
      registerImagePreparation(undefined)
      images.cleanUp()
    }
    // In the browser, an article published after the build: no pipeline, the same client.
    const late = await fetchArticle(createDashboard(origin, fetchImpl), 'news', 5, 'en')
    const pictures = (data: ArticleData | null) => [data?.article.image, ...(data?.related ?? []).map((item) => item.image)]
    // The build adds the files it made (its variants, the body's pictures), nothing else differs.
    const withoutFiles = (data: ArticleData | null) =>
      JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'variants' || key === 'html_content' ? undefined : value)))
    expect(withoutFiles(late)).toEqual(withoutFiles(built!))
    // A body image from another site: the placeholder's own file in the browser, the build's files of it in the export.
    const bodyImages = (data: ArticleData | null) =>
      [...new JSDOM(data?.article.html_content ?? '').window.document.querySelectorAll('img')].map((image) => [image.getAttribute('src'), image.alt])
    expect(bodyImages(late)).toEqual([
      ['x', ''],
      [PLACEHOLDER_IMAGE.src, 'From elsewhere'],
    ])
    expect(bodyImages(built!)).toEqual([
      ['x', ''],
      [expect.stringMatching(/^\/_img\/\w+-\d+\.jpg$/), 'From elsewhere'],
    ])
    expect(pictures(late).map((picture) => picture?.src)).toEqual([
      PLACEHOLDER_IMAGE.src,
      `${origin}/images/photo.jpg`,
      PLACEHOLDER_IMAGE.src,
      PLACEHOLDER_IMAGE.src,
    ])
    expect(pictures(built!).map((picture) => !!picture?.variants)).toEqual([true, true, true, true])
    expect(JSON.stringify(late)).not.toMatch(/elsewhere\.example|javascript:|onerror/)
    expect([late?.article.created_at, ...(late?.related ?? []).map((item) => item.created_at)]).toEqual([
      '2025-03-14T06:00:00.000Z',
      null,
      '2026-07-09',
      null,
    ])
  })
})
