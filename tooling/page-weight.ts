/**
 * What a page of the export costs on first load: every file Chromium requests until the
 * network is idle (including chunks imported at hydration), gzip-compressed as a host would
 * send them, grouped by kind. Used by the benchmark and the budget checks.
 */
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { launchOptions } from './chromium'
import { serveExport } from './stack'

export type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other'
export type PageWeight = Record<Kind, number> & { files: string[] }

const kindOf = (path: string): Kind => {
  if (/\.html$|\/$|^[^.]*$/.test(path)) return 'html'
  if (path.endsWith('.js')) return 'js'
  if (path.endsWith('.css')) return 'css'
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font'
  if (/\.(png|jpe?g|webp|avif|gif|svg)$/.test(path)) return 'image'
  return 'other'
}

const compressible = new Set<Kind>(['html', 'js', 'css', 'other'])

/**
 * Bytes a host sends for each file weighed so far (by path and modification time, so a rebuilt
 * file is weighed again): the release gates weigh the same chunks for every page of an export.
 */
const sentBytes = new Map<string, number>()

function bytesSent(onDisk: string, kind: Kind): number {
  const key = `${onDisk}@${statSync(onDisk).mtimeMs}`
  let bytes = sentBytes.get(key)
  if (bytes === undefined) {
    const content = readFileSync(onDisk)
    bytes = compressible.has(kind) ? gzipSync(content, { level: 9 }).length : content.length
    sentBytes.set(key, bytes)
  }
  return bytes
}

/** What the export's files at these URL paths weigh, by kind, gzip-compressed where a host would. */
export function weigh(dist: string, paths: Iterable<string>): PageWeight {
  const weight: PageWeight = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, files: [...paths] }
  for (const file of weight.files) {
    const kind = kindOf(file)
    const onDisk = kind === 'html' ? join(dist, file === '/' ? 'index.html' : `${file.replace(/^\//, '')}.html`) : join(dist, file)
    weight[kind] += bytesSent(resolve(onDisk), kind)
  }
  return weight
}

/** Serves `dist` on loopback and measures each path in Chromium at a phone-sized viewport. */
export async function measurePages(dist: string, paths: string[]): Promise<Map<string, PageWeight>> {
  const site = await serveExport(dist)
  const base = site.url
  let browser: Browser | undefined
  try {
    browser = await chromium.launch(launchOptions)
    const results = new Map<string, PageWeight>()
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 412, height: 915 } })
      const requested = new Set<string>()
      let remote = 0
      page.on('response', async (response) => {
        const url = new URL(response.url())
        if (response.status() >= 400 || url.protocol === 'data:') return
        if (url.origin === base) requested.add(url.pathname)
        else remote += (await response.body().catch(() => Buffer.alloc(0))).length
      })
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      await page.close()
      // Other origins (the dashboard's images) count as images, at their size on the wire.
      const weight = weigh(dist, requested)
      weight.image += remote
      results.set(path, weight)
    }
    return results
  } finally {
    await browser?.close()
    await site.close()
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
