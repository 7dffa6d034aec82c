import { decode, isBlurhashValid } from 'blurhash'

/** docs/product.md "Numbers": the blur placeholder is 32x32. */
const PLACEHOLDER_SIZE = 32

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  // CompressionStream exists in browsers and in Node ≥ 18: one encoder for build and browser.
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A PNG (RGB, 8 bit) of RGBA pixels, as a data: URI. */
async function pngDataUri(rgba: Uint8ClampedArray, width: number, height: number): Promise<string> {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  // Filter "Sub" (each byte minus the same channel of the pixel before it): a blur is smooth,
  // so the differences are small and deflate to about half the size of unfiltered rows.
  const rows = new Uint8Array(height * (1 + width * 3))
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3)
    rows[row] = 1
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        const value = rgba[(y * width + x) * 4 + channel] ?? 0
        const left = x > 0 ? (rgba[(y * width + x - 1) * 4 + channel] ?? 0) : 0
        rows[row + 1 + x * 3 + channel] = (value - left + 256) % 256
      }
    }
  }
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(rows)),
    chunk('IEND', new Uint8Array()),
  ]
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    png.set(part, offset)
    offset += part.length
  }
  let binary = ''
  for (const byte of png) binary += String.fromCharCode(byte)
  return `data:image/png;base64,${btoa(binary)}`
}

// By hash: a build normalises every list once per page that shows it, and records share images.
const decoded = new Map<string, Promise<string | null>>()

/**
 * The 32x32 blurred stand-in shown until an image loads, decoded from its BlurHash into a
 * tiny PNG so that the pre-rendered HTML shows it without any script. Null for a bad hash.
 */
export function blurPlaceholder(hash: string | null | undefined): Promise<string | null> {
  if (!hash || !isBlurhashValid(hash).result) return Promise.resolve(null)
  let placeholder = decoded.get(hash)
  if (!placeholder) {
    placeholder = pngDataUri(decode(hash, PLACEHOLDER_SIZE, PLACEHOLDER_SIZE), PLACEHOLDER_SIZE, PLACEHOLDER_SIZE)
    decoded.set(hash, placeholder)
  }
  return placeholder
}
