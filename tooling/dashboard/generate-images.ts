/**
 * Draws the fixture dashboard's images (one per image key used in ./content.ts, plus the
 * site's public/placeholder.jpg) and computes each one's BlurHash from its pixels, into
 * ./blurhashes.json (and src/api/placeholder-image.json for the placeholder). The illustrations are abstract and made here; nothing is downloaded.
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

const here = dirname(fileURLToPath(import.meta.url))
const imagesDir = join(here, 'images')

/** The key's own stable numbers, so each image differs and stays the same between runs. */
function seeded(key: string): () => number {
  let state = [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261)
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const palettes: Array<[string, string, string]> = [
  ['#0b4f5c', '#5fb3b3', '#f2b84b'],
  ['#143d59', '#6fa8dc', '#f4b942'],
  ['#1d4e45', '#8cc9a8', '#f7d488'],
  ['#3b2f63', '#9f8fd8', '#f2a65a'],
  ['#5a2a27', '#d98c6b', '#f3d9a4'],
  ['#24405a', '#a8c6e0', '#ffffff'],
]

/** An abstract scene: gradient sky, soft hills, a cross or a tooth-like mark, light circles. */
function illustration(key: string, width: number, height: number): string {
  const random = seeded(key)
  const [dark, mid, light] = palettes[Math.floor(random() * palettes.length)] ?? ['#0b4f5c', '#5fb3b3', '#f2b84b']
  const circles = Array.from({ length: 6 }, () => {
    const r = 20 + random() * 90
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`
  }).join('')
  const hill = (offset: number, colour: string, opacity: number) =>
    `<path d="M0 ${height * offset} C ${width * 0.3} ${height * (offset - 0.18 * random())}, ${width * 0.6} ${height * (offset + 0.1)}, ${width} ${height * (offset - 0.12)} L ${width} ${height} L 0 ${height} Z" fill="${colour}" opacity="${opacity}"/>`
  const size = Math.min(width, height) * (0.22 + random() * 0.1)
  const x = width * (0.25 + random() * 0.5)
  const y = height * (0.3 + random() * 0.15)
  const mark = key.startsWith('doctor')
    ? `<circle cx="${width / 2}" cy="${height * 0.4}" r="${size * 0.7}" fill="${light}" opacity="0.9"/><path d="M${width / 2 - size * 1.3} ${height} C ${width / 2 - size * 1.2} ${height * 0.62}, ${width / 2 + size * 1.2} ${height * 0.62}, ${width / 2 + size * 1.3} ${height} Z" fill="${light}" opacity="0.9"/>`
    : `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)})" fill="${light}" opacity="0.92"><rect x="${-size * 0.18}" y="${-size / 2}" width="${size * 0.36}" height="${size}" rx="${size * 0.06}"/><rect x="${-size / 2}" y="${-size * 0.18}" width="${size}" height="${size * 0.36}" rx="${size * 0.06}"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>${circles}${hill(0.72, dark, 0.55)}${hill(0.85, mid, 0.45)}${mark}</svg>`
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
