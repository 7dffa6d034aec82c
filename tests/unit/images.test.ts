import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImagePipeline, widthsFor, type ImagePipelineOptions } from '../../scripts/build/images'

// The build's image pipeline against a real local server: a 960x600 JPEG of the fixture
// dashboard, a missing image, a body that is no image, and an SVG.
const photo = readFileSync('scripts/dashboard/images/events-1.jpg')
let server: Server
let origin = ''
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1)
    if (req.url?.startsWith('/images/photo.jpg')) return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
    if (req.url === '/images/not-an-image.jpg') return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<html>Moved</html>')
    if (req.url === '/images/logo.svg') {
      return res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function pipeline(overrides: Partial<ImagePipelineOptions> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'images-test-'))
  const warnings: string[] = []
  const options = {
    outDir: join(root, 'dist'),
    publicDir: 'public',
    cacheDir: join(root, 'cache'),
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
      const variants = await images.prepare(`${origin}/images/photo.jpg`)
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
      expect(await images.finish()).toMatchObject({ sources: 1, files: 7, encoded: 1, kept: [] })
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
      expect(answers[0]).not.toBeNull()
      expect((await first.finish()).encoded).toBe(1)
      // Same cache, new export: the files come from the cache.
      const again = pipeline({ cacheDir: first.cacheDir })
      try {
        const variants = await again.prepare(url)
        expect(await again.finish()).toMatchObject({ files: 7, encoded: 0 })
        expect(existsSync(join(again.outDir, `${variants?.base}-320.avif`))).toBe(true)
      } finally {
        again.cleanUp()
      }
    } finally {
      first.cleanUp()
    }
  })

  it('keeps the original URL of an image it cannot fetch or decode, says so once naming the URL, and goes on', async () => {
    const images = pipeline()
    try {
      const missing = `${origin}/images/missing.jpg`
      const garbage = `${origin}/images/not-an-image.jpg`
      expect(await images.prepare(missing)).toBeNull()
      expect(await images.prepare(missing)).toBeNull()
      expect(await images.prepare(garbage)).toBeNull()
      expect(await images.prepare(`${origin}/images/photo.jpg`)).not.toBeNull()
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
      expect(await images.prepare('/../package.json')).toBeNull()
      expect(images.warnings).toEqual(['Image kept at its original URL (outside public/): /../package.json'])
      expect(await images.prepare(`${origin}/images/logo.svg`)).toBeNull()
      expect(await images.prepare('/images/reach-out.svg')).toBeNull()
      expect(images.warnings).toHaveLength(1)
    } finally {
      images.cleanUp()
    }
  })
})
