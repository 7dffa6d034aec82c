/**
 * Draws the fixture dashboard's images (one per image key used in ./content.ts, plus the
 * site's public/placeholder.jpg) and computes each one's BlurHash from its pixels, into
 * ./blurhashes.json (and src/api/placeholder-image.json for the placeholder). The drawings
 * (./scenes.ts) are made here; nothing is downloaded.
 *
 *   npx tsx tooling/dashboard/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { encode } from 'blurhash'
import sharp from 'sharp'
import { blogs } from './content/blogs'
import { categories, doctors } from './content/catalogue'
import { events } from './content/events'
import { portrait, scene, type SceneName } from './scenes'

const here = dirname(fileURLToPath(import.meta.url))
const imagesDir = join(here, 'images')

/** The key's own stable numbers, so each image differs and stays the same between runs. */
function seeded(key: string): () => number {
  let state = [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261)
  return () => {
    // mulberry32: neighbouring keys (news-1, news-2) start far apart, so their first picks differ.
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32
  }
}

/** The scene each record's picture shows: what its caption and alternative text describe. */
const subjects: Record<string, SceneName> = {
  'news-1': 'stand',
  'news-1-inline': 'workshop',
  'news-2': 'sensor',
  'news-2-inline': 'monitor',
  'news-3': 'reception',
  'news-3-inline': 'clinic2',
  'news-4': 'implants',
  'news-4-inline': 'implant',
  'news-5': 'handshake',
  'news-5-inline': 'handshake',
  'news-6': 'clinic3',
  'news-6-inline': 'clinic3',
  'news-7': 'boardroom',
  'news-7-inline': 'boardroom',
  'news-8': 'outreach',
  'news-8-inline': 'outreach',
  'events-1': 'stage',
  'events-1-inline': 'stage',
  'events-2': 'workshop',
  'events-2-inline': 'monitor',
  'events-3': 'monitor',
  'events-3-inline': 'brackets',
  'events-4': 'scanner',
  'events-4-inline': 'monitor',
  'events-5': 'models',
  'events-5-inline': 'biologics',
  'events-6': 'sterilisation',
  'events-6-inline': 'sterilisation',
  'events-7': 'panel',
  'events-7-inline': 'scanner',
  'events-8': 'surgery',
  'events-8-inline': 'models',
  // The product categories, and each category's products after it.
  'category-1': 'implants',
  'category-2': 'biologics',
  'category-3': 'brackets',
  'category-4': 'sensor',
}

/** A product's picture is its category's scene (products 1-4 implants, 5-8 biologics, ...). */
const categoryScenes: SceneName[] = ['implants', 'biologics', 'brackets', 'sensor']

/** The site's stand-in for a record without a picture: plainly no photograph, a quiet picture sign. */
const placeholder = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 600"><rect width="960" height="600" fill="#e4edf0"/><g fill="#a9bfc6"><circle cx="430" cy="250" r="34"/><path d="M330 390l100-100 60 60 50-40 90 80z"/></g></svg>`

/** The drawing of one image key: a portrait for a doctor, its subject's scene otherwise. */
function illustration(key: string, width: number, height: number): string {
  if (key === 'placeholder') return placeholder(width, height)
  const random = seeded(key)
  if (key.startsWith('doctor')) return portrait(random, width)
  const product = /^product-(\d+)$/.exec(key)
  const subject = product ? categoryScenes[Math.min(3, Math.floor((Number(product[1]) - 1) / 4))] : subjects[key]
  return scene(subject ?? 'clinic2', random, width, height)
}

async function draw(key: string, file: string, width: number, height: number): Promise<string> {
  const image = sharp(Buffer.from(illustration(key, width, height)))
  await image.clone().jpeg({ quality: 72, mozjpeg: true }).toFile(file)
  // The hash is computed from the written image's pixels (not typed in), at a small size.
  const { data, info } = await sharp(file)
    .resize(64, Math.round((64 * height) / width))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3)
}

/** Every image key the content uses: record images and the images inside article bodies. */
export function imageKeys(): string[] {
  const inline = [...events, ...blogs].flatMap((record) =>
    [...`${record.html_content.en}${record.html_content.ar}`.matchAll(/\/images\/([\w-]+)\.jpg/g)].map((match) => match[1] ?? ''),
  )
  return [
    ...new Set([
      ...events.map((item) => item.image),
      ...blogs.map((item) => item.image),
      ...categories.flatMap((item) => [item.image, ...item.products.map((product) => product.image)]),
      ...doctors.map((item) => item.image),
      ...inline,
    ]),
  ].filter(Boolean)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  mkdirSync(imagesDir, { recursive: true })
  const hashes: Record<string, string> = {}
  for (const key of imageKeys()) {
    const square = key.startsWith('doctor') || key.startsWith('product')
    hashes[key] = await draw(key, join(imagesDir, `${key}.jpg`), square ? 480 : 960, square ? 480 : 600)
  }
  writeFileSync(join(here, 'blurhashes.json'), `${JSON.stringify(hashes, null, 2)}\n`)
  const placeholder = { src: '/placeholder.jpg', hashblur: await draw('placeholder', join(here, '..', '..', 'public', 'placeholder.jpg'), 960, 600) }
  writeFileSync(join(here, '..', '..', 'src', 'api', 'placeholder-image.json'), `${JSON.stringify(placeholder, null, 2)}\n`)
  console.log(`wrote ${Object.keys(hashes).length} images, their BlurHashes, and public/placeholder.jpg`)
}
