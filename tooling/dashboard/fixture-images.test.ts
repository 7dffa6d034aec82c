import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blogs } from './content/blogs'
import { events } from './content/events'

const imagesDir = join(import.meta.dirname, 'images')

/**
 * A picture's composition: its edges and shapes (its pixels at 48x30 in grey, less their blur),
 * centred and scaled to unit variance, so two pictures compare by what is drawn where, whatever
 * their colours and their common ground (a wall, a floor).
 */
async function composition(key: string): Promise<number[]> {
  const grey = sharp(join(imagesDir, `${key}.jpg`))
    .greyscale()
    .resize(48, 30, { fit: 'fill' })
  const [sharpPixels, blurred] = await Promise.all([grey.clone().raw().toBuffer(), grey.clone().blur(3).raw().toBuffer()])
  const pixels = [...sharpPixels].map((value, index) => value - (blurred[index] ?? 0))
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length
  const spread = Math.sqrt(pixels.reduce((sum, value) => sum + (value - mean) ** 2, 0) / pixels.length) || 1
  return pixels.map((value) => (value - mean) / spread)
}

/** Pearson's correlation of two compositions: 1 for the same picture, whatever its palette. */
const likeness = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0) / a.length

describe('the fixture pictures', () => {
  it('the first twelve news and the first twelve events each show a picture of their own', async () => {
    const keys = [...blogs.slice(0, 12), ...events.slice(0, 12)].map((record) => record.image)
    const drawn = await Promise.all(keys.map(async (key) => ({ key, composition: await composition(key) })))
    const alike = drawn.flatMap((first, index) =>
      drawn
        .slice(index + 1)
        .map((second) => ({ pair: `${first.key} ${second.key}`, likeness: likeness(first.composition, second.composition) }))
        // Measured: the one gradient-and-cross drawing the fixture had reached 0.84 between two of
        // its records; different scenes stay below 0.4.
        .filter(({ likeness }) => likeness > 0.5),
    )
    expect(alike).toEqual([])
  })
})
