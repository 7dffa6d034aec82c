/**
 * Images built for phones. Every image a pre-rendered page shows (the dashboard's, and the site's
 * own under public/) is fetched once per build, resized to the widths the layout uses and encoded
 * to AVIF and WebP, with one copy in its own format as the fallback, into `<outDir>/_img/`
 * (immutable: the names carry a hash of the source and of the settings). The dashboard client
 * asks for them through `registerImagePreparation` (src/api/buildProcess.ts) while the pages'
 * loaders run, so the variants are in each page's HTML and loader data alike.
 *
 * Costs are bounded: one fetch and one encoding per distinct URL (a thousand articles sharing
 * five images cost five), at most two encodings at once (two cores), and an on-disk cache keyed
 * by the source's bytes, so a rebuild only fetches and hashes. An image that cannot be fetched or
 * decoded keeps its original URL, and the build says so once and goes on. What the build may
 * download, from where and how much is ./image-download.ts: an image outside that boundary is
 * refused, and the page shows the placeholder instead (the build names it once).
 */
import { createHash, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { Refused, requestPolicy, resilientFetch } from '#src/api/request'
import type { ImageVariants, PreparedImage, PrepareImage } from '#src/types/picture'
import type { ImageSources } from '#src/api/imageSources'
import { boundedImageFetch } from './image-download'

/**
 * Widths of the files, capped by the source's own: 320 and 640 for a phone's card at 1x and 2x
 * (a card is 342 CSS px wide on a 390 px phone), 960 for cards at 3x and banners on tablets,
 * 1280 and 1920 for the 69rem (1104 px) banner on desktops at 1x and nearly 2x.
 */
const LAYOUT_WIDTHS = [320, 640, 960, 1280, 1920] as const

/**
 * AVIF at effort 2: nearly the bytes of the default effort 4 in a fraction of the time
 * (measured: docs/performance.md, "Measurements behind the settings").
 */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
} as const

/** Part of every file name and of the cache's folder: new settings never reuse an old file. */
const SETTINGS = createHash('sha256')
  .update(JSON.stringify({ LAYOUT_WIDTHS, ENCODING, version: 1 }))
  .digest('hex')
  .slice(0, 8)

/** Bigger sources are refused (the placeholder shown) rather than read into memory and decoded. */
const MAX_BYTES = 25 * 1024 * 1024
const MAX_PIXELS = 50_000_000

export interface ImagePipelineOptions {
  /** The export; files go to `<outDir>/_img/`. */
  outDir: string
  /** Where site paths (`/placeholder.jpg`) are read from. */
  publicDir: string
  /** Encoded files kept between builds. */
  cacheDir: string
  /** Where images may be downloaded from (./image-download.ts). */
  sources: ImageSources
  /** Largest body downloaded (default MAX_BYTES). */
  maxBytes?: number
  timeoutMs?: number
  /** Encodings at once. */
  concurrency?: number
  warn?: (message: string) => void
}

export interface ImagePipelineSummary {
  sources: number
  /** Files in the export, and their bytes. */
  files: number
  bytes: number
  /** Sources encoded by this build (the rest came from the cache). */
  encoded: number
  /** Sources kept at their original URL. */
  kept: string[]
  /** Sources refused: the placeholder stands in for them. */
  refused: string[]
}

export interface ImagePipeline {
  prepare: PrepareImage
  /** Waits for every image asked for so far. */
  finish(): Promise<ImagePipelineSummary>
}

/** The widths made for a source this wide: the layout's below it, and the source's own (or the largest). */
export function widthsFor(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, Math.max(...LAYOUT_WIDTHS))
  // A step within 10% of the largest would be a second copy of nearly the same file.
  return [...LAYOUT_WIDTHS.filter((width) => width < largest * 0.9), largest]
}

/** Why a source is not made into variants: its URL stays, with or without a warning. */
class Kept extends Error {
  constructor(
    message: string,
    readonly quiet = false,
  ) {
    super(message)
  }
}

interface Plan {
  hash: string
  widths: number[]
  fallback: ImageVariants['fallback']
  width: number
  height: number
  /** The source is already the fallback file (its own format, no wider than the largest width). */
  fallbackIsSource: boolean
}

async function plan(bytes: Buffer): Promise<Plan> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
  const { format } = metadata
  if (format === 'svg') throw new Kept('a vector image needs no resizing', true)
  if ((metadata.pages ?? 1) > 1) throw new Kept('an animated image is kept as it is', true)
  // Sizes as displayed: EXIF orientations 5–8 turn the picture a quarter.
  const turned = (metadata.orientation ?? 1) >= 5
  const sourceWidth = (turned ? metadata.height : metadata.width) ?? 0
  const sourceHeight = (turned ? metadata.width : metadata.height) ?? 0
  if (!sourceWidth || !sourceHeight) throw new Kept(`no size in its ${format ?? 'unknown'} header`)
  const widths = widthsFor(sourceWidth)
  const width = widths[widths.length - 1] ?? sourceWidth
  const own = format === 'jpeg' ? 'jpg' : format
  const fallback = own === 'png' || metadata.hasAlpha ? 'png' : 'jpg'
  return {
    hash: createHash('sha256').update(SETTINGS).update(bytes).digest('base64url').slice(0, 16),
    widths,
    fallback,
    width,
    height: Math.round((sourceHeight * width) / sourceWidth),
    // Browsers turn a file by its EXIF orientation themselves, so the source serves as it is.
    fallbackIsSource: width === sourceWidth && own === fallback,
  }
}

/** Every file of a plan, with how to make it. */
function files(plan: Plan, bytes: Buffer): Array<{ name: string; make: () => Promise<Buffer> }> {
  const resized = (width: number) => sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width })
  return [
    ...plan.widths.flatMap((width) => [
      { name: `${plan.hash}-${width}.avif`, make: () => resized(width).avif(ENCODING.avif).toBuffer() },
      { name: `${plan.hash}-${width}.webp`, make: () => resized(width).webp(ENCODING.webp).toBuffer() },
    ]),
    {
      name: `${plan.hash}-${plan.width}.${plan.fallback}`,
      make: async () =>
        plan.fallbackIsSource
          ? bytes
          : plan.fallback === 'png'
            ? resized(plan.width).png(ENCODING.png).toBuffer()
            : resized(plan.width).flatten({ background: '#ffffff' }).jpeg(ENCODING.jpg).toBuffer(),
    },
  ]
}

export function createImagePipeline(options: ImagePipelineOptions): ImagePipeline {
  const { outDir, sources, maxBytes = MAX_BYTES, timeoutMs = 15_000, concurrency = 2, warn = console.warn } = options
  const publicDir = resolve(options.publicDir)
  const cacheDir = join(options.cacheDir, SETTINGS)
  const imagesDir = join(outDir, '_img')
  const encode = pLimit(concurrency)
  // Three attempts, four downloads at once: a flaky image costs seconds, not the build.
  const download = resilientFetch(requestPolicy({ timeoutMs, attempts: 3, concurrency: 4 }), boundedImageFetch(sources, maxBytes))
  const prepared = new Map<string, Promise<PreparedImage>>()
  const summary: ImagePipelineSummary = { sources: 0, files: 0, bytes: 0, encoded: 0, kept: [], refused: [] }
  // libvips' operation cache would hold decoded images for the whole build.
  sharp.cache(false)
  sharp.concurrency(1)
  const ready = mkdir(cacheDir, { recursive: true })

  async function source(src: string): Promise<Buffer> {
    if (src.startsWith('/') && !src.startsWith('//')) {
      const file = resolve(publicDir, `.${decodeURIComponent(src.split(/[?#]/)[0] ?? '')}`)
      if (!file.startsWith(publicDir + sep)) throw new Kept('outside public/')
      if (!existsSync(file)) throw new Kept(`no such file in public/`)
      if ((await stat(file)).size > MAX_BYTES) throw new Kept(`larger than ${MAX_BYTES / 1024 / 1024} MB`)
      return readFile(file)
    }
    if (!URL.canParse(src)) throw new Refused('not a URL')
    const response = await download(new Request(src))
    if (!response.ok) throw new Kept(`answered ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }

  async function make(src: string): Promise<PreparedImage> {
    await ready
    try {
      const bytes = await source(src)
      const { variants, encoded } = await encode(async () => {
        const planned = await plan(bytes)
        let encodedHere = false
        // Here, not up front: Vite empties the export when its build starts.
        await mkdir(imagesDir, { recursive: true })
        for (const file of files(planned, bytes)) {
          const cached = join(cacheDir, file.name)
          if (!existsSync(cached)) {
            encodedHere = true
            // Written whole or not at all: a build stopped half-way leaves no truncated file to reuse.
            // Named for this write alone: two sources with the same bytes make the same file, and
            // their encodings may run at once in one build.
            const partial = `${cached}.${process.pid}.${randomUUID()}.tmp`
            await writeFile(partial, await file.make())
            await rename(partial, cached)
          }
          await copyFile(cached, join(imagesDir, file.name))
          const { size } = await stat(cached)
          summary.files += 1
          summary.bytes += size
        }
        const { hash, widths, fallback, width, height } = planned
        return { variants: { base: `/_img/${hash}`, widths, fallback, width, height }, encoded: encodedHere }
      })
      if (encoded) summary.encoded += 1
      return variants
    } catch (thrown) {
      const reason = thrown instanceof Error ? thrown.message : String(thrown)
      if (thrown instanceof Refused) {
        summary.refused.push(src)
        warn(`Image refused, the placeholder is shown (${reason}): ${src}`)
        return 'refused'
      }
      if (!(thrown instanceof Kept && thrown.quiet)) {
        summary.kept.push(src)
        warn(`Image kept at its original URL (${reason}): ${src}`)
      }
      return 'original'
    }
  }

  return {
    prepare(src) {
      let variants = prepared.get(src)
      if (!variants) {
        variants = make(src)
        prepared.set(src, variants)
        summary.sources += 1
      }
      return variants
    },
    async finish() {
      await Promise.all(prepared.values())
      return summary
    },
  }
}
