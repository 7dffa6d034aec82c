import { describe, expect, it } from 'vitest'
import { sectionOf, siteSections } from './navigation'

describe("a page's section, as the search index files it", () => {
  it('is the section of the screen its path starts with, an article its listing', () => {
    expect(sectionOf('/')?.id).toBe('home')
    expect(sectionOf('/products')?.id).toBe('products')
    expect(sectionOf('/surgical-division')?.id).toBe('divisions')
    expect(sectionOf('/news/3')?.id).toBe('media')
    expect(sectionOf('/education-events/page/2')?.id).toBe('media')
    expect(sectionOf('/team')?.id).toBe('company')
    expect(sectionOf('/book-a-meeting')?.id).toBe('contact')
  })

  it('is none for a page outside the navigation', () => {
    expect(sectionOf('/search')).toBeUndefined()
    expect(sectionOf('/404')).toBeUndefined()
  })

  it('is one of sections with distinct ids that hold every screen once', () => {
    const ids = siteSections.map(({ id }) => id)
    expect(new Set(ids).size).toBe(ids.length)
    const screens = siteSections.flatMap(({ items }) => items.map(({ to }) => to))
    expect(new Set(screens).size).toBe(screens.length)
  })
})
