import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { heroArt, heroArtFile } from './heroes'

const drawings = readdirSync('public/images/heroes').filter((file) => file.endsWith('.svg'))

describe('the hero illustrations', () => {
  it('each section has an illustration of its own, and each illustration stands on one section', () => {
    const arts = Object.values(heroArt)
    expect(new Set(arts).size).toBe(arts.length)
    // No two sections' files hold the same drawing under two names either.
    const contents = arts.map((art) => readFileSync(`public${heroArtFile(art)}`, 'utf8'))
    expect(new Set(contents).size).toBe(contents.length)
  })

  it('every illustration is drawn, and every drawing is used', () => {
    for (const art of Object.values(heroArt)) expect(existsSync(`public${heroArtFile(art)}`), art).toBe(true)
    expect(drawings.sort()).toEqual(
      Object.values(heroArt)
        .map((art) => `${art}.svg`)
        .sort(),
    )
  })
})
