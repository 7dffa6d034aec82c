import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { listen, type Running } from '#tooling/net'
import { listenInFrontOfDashboard, verdict } from '../../support/build'
import type { SharedExport } from './built'

// `npm run build` against a dashboard whose editor aims product images at the build machine
// (docs/security.md): a loopback service standing for a cloud's metadata endpoint, a redirect to it, a
// host of IMAGE_HOSTS that resolves to it, file:, data: and ftp: URLs, a host not allowed, a body
// that never ends and one that declares 2 GB; and images without a usable source. One build
// carries them all (tests/build/shared-export.test.ts, whose build serves the listings and the
// contact form too): it must succeed, reach none of them, and show the placeholder in their place.

const TWO_GB = 2 * 1024 ** 3

/** The loopback service: anything it is asked is a request the build should never have made. */
const secretHits: string[] = []
/** Bytes the endless image had sent when the build let go of it. */
let endlessSent = 0

function secretService(): Promise<Running> {
  return listen(
    createServer((request, response) => {
      secretHits.push(request.url ?? '')
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('SECRET-TOKEN-123')
    }),
  )
}

/** Forwards to the fixture, giving products 1–12 the images below, and serves the dashboard-origin traps. */
function editorsProxy(target: string, images: Record<number, unknown>): Promise<Running> {
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    if (path === '/images/endless.jpg') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' })
      const chunk = Buffer.alloc(1024 * 1024, 0xff)
      const pump = () => {
        while (!response.destroyed && endlessSent < TWO_GB) {
          endlessSent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', pump)
        }
        if (!response.destroyed) response.end()
      }
      response.on('close', () => response.removeAllListeners('drain'))
      return pump()
    }
    if (path === '/images/declared.jpg') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(TWO_GB) })
      return void response.write(Buffer.alloc(1024))
    }
    if (path === '/images/to-secret.jpg') return void response.writeHead(302, { Location: secretUrl('/latest/meta-data/iam') }).end()
    const answer = await fetch(`${target}${path}`)
    const body = Buffer.from(await answer.arrayBuffer())
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
    if (!new URL(path, target).searchParams.has('category')) return void response.end(body)
    const products = JSON.parse(body.toString()) as Array<{ id: number; image?: unknown }>
    response.end(JSON.stringify(products.map((product) => (product.id in images ? { ...product, image: images[product.id] } : product))))
  })
  return listenInFrontOfDashboard(server)
}

let secret: Running
const secretUrl = (path: string) => `${secret.url}${path}`
const port = () => new URL(secret.url).port
let proxy: Running
let hostile: Record<number, string>

/**
 * The loopback service and the editor's proxy in front of the dashboard at `dashboardUrl`, and the
 * settings that send the build through them.
 */
export async function startImageTraps(dashboardUrl: string): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  secret = await secretService()
  // The proxy is the dashboard: its origin may be on loopback; the secret's port is not its origin.
  hostile = {
    1: secretUrl('/latest/meta-data/iam'),
    2: '/images/to-secret.jpg',
    3: `http://localhost:${port()}/logo.jpg`,
    4: 'file:///etc/passwd',
    5: 'data:image/svg+xml;base64,PHN2Zy8+',
    6: `ftp://127.0.0.1:${port()}/logo.jpg`,
    7: 'https://images.not-allowed.example/logo.jpg',
    8: '/images/endless.jpg',
    9: '/images/declared.jpg',
  }
  proxy = await editorsProxy(dashboardUrl, {
    ...Object.fromEntries(Object.entries(hostile).map(([id, src]) => [id, { src, name: 'Logo', hashblur: null }])),
    10: { src: null, name: null, hashblur: null },
    11: { src: '' },
    12: { src: 42 },
  })
  return {
    env: { DASHBOARD_URL: proxy.url, IMAGE_HOSTS: `localhost:${port()}` },
    close: async () => {
      await proxy.close()
      await secret.close()
    },
  }
}

export const describeImageBoundary = (built: SharedExport) =>
  describe('a build against a dashboard whose images aim at the build machine', () => {
    const outDir = () => built.result.outDir

    const products = (path: string) => new JSDOM(readFileSync(join(outDir(), path), 'utf8')).window.document

    it('succeeds, and no request reaches the loopback service', () => {
      const { result } = built
      expect(result.status, verdict(result)).toBe(0)
      expect(secretHits).toEqual([])
    })

    it('abandons the endless body at the cap, refuses the one that declares 2 GB unread, and stays under 1 GB of memory', () => {
      const { result, report } = built
      const { maxRssMb } = JSON.parse(readFileSync(report, 'utf8')) as { maxRssMb: number }
      console.log(
        `image boundary build: ${result.seconds.toFixed(1)} s, peak RSS ${Math.round(maxRssMb)} MB, endless body cut after ${Math.round(endlessSent / 1024 / 1024)} MB`,
      )
      expect(maxRssMb).toBeLessThan(1024)
      // The cap is 25 MB; what the sockets buffered on both sides comes on top, never the 2 GB.
      expect(endlessSent).toBeLessThan(100 * 1024 * 1024)
    })

    it('names each refused image once, with the reason', () => {
      const { result } = built
      const absolute = (src: string) => (src.startsWith('/') ? `${proxy.url}${src}` : src)
      const reasons: Record<number, RegExp> = {
        1: /127\.0\.0\.1:\d+ is neither the dashboard's origin nor a host of IMAGE_HOSTS/,
        2: /redirected to http:\/\/127\.0\.0\.1:\d+\/latest\/meta-data\/iam: 127\.0\.0\.1:\d+ is neither/,
        3: /localhost resolves to (127\.0\.0\.1|::1), a loopback address, where the build fetches nothing/,
        7: /images\.not-allowed\.example is neither/,
        8: /more than the 25 MB an image may have/,
        9: /2048 MB declared, more than the 25 MB an image may have/,
      }
      for (const [id, reason] of Object.entries(reasons)) {
        const url = absolute(hostile[Number(id)] ?? '')
        const lines = result.output.split('\n').filter((line) => line.startsWith('Image refused') && line.endsWith(`: ${url}`))
        expect(lines, url).toHaveLength(1)
        expect(lines[0], url).toMatch(reason)
      }
      // file:, data: and ftp: never reach the pipeline: the client names them as content gaps, once per answer.
      for (const id of [4, 5, 6]) {
        const lines = result.output.split('\n').filter((line) => line.includes(`not an http(s) URL: ${JSON.stringify(hostile[id])}`))
        expect(lines.length, hostile[id]).toBeGreaterThanOrEqual(1)
        expect(new Set(lines).size, hostile[id]).toBe(lines.length)
      }
      expect(result.output).toMatch(/Images: .*; 6 refused, shown as the placeholder \(named above\)/)
    })

    it('names each image without a usable source once per answer, with the endpoint and the record', () => {
      const { result } = built
      for (const [id, problem] of [
        [10, "expected the image's URL, got null"],
        [11, `expected the image's URL, got ""`],
        [12, "expected the image's URL, got 42"],
      ] as const) {
        const pattern = new RegExp(
          `^Dashboard record shown with a default: GET http://127\\.0\\.0\\.1:\\d+/api/product_categories\\?category=[^:]+: at /\\d+/image/src \\(record with id ${id}\\): ${problem.replace(/[()]/g, '\\$&')}; the placeholder image is shown$`,
        )
        const lines = result.output.split('\n').filter((line) => pattern.test(line))
        // One for each language's answer.
        expect(lines, String(id)).toHaveLength(2)
      }
    })

    it('shows the placeholder for every one of these products, and none of their URLs, in both languages', () => {
      const placeholder = readFileSync(join('public', 'placeholder.jpg'))
      for (const path of ['products.html', 'ar/products.html']) {
        const html = readFileSync(join(outDir(), path), 'utf8')
        for (const leak of ['meta-data', `:${port()}`, 'file:', 'ftp:', 'not-allowed', 'endless.jpg', 'declared.jpg', 'to-secret', 'PHN2Zy8']) {
          expect(html, `${path}: ${leak}`).not.toContain(leak)
        }
        const cards = Array.from(products(path).querySelectorAll('main details'))
        expect(cards.length).toBeGreaterThanOrEqual(15)
        const placeholders = cards.filter((card) => {
          const src = card.querySelector('img:not([aria-hidden])')?.getAttribute('src') ?? ''
          return src.startsWith('/_img/') && readFileSync(join(outDir(), src)).equals(placeholder)
        })
        // Products 1 to 12 (refused or without a source); 13 to 15 keep their own images.
        expect(placeholders.length, path).toBe(12)
      }
    })
  })
