import { describe, expect, it } from 'vitest'
import { counterpartPath, localizePath, parseStoredLocale, splitLocalePath } from '../../src/i18n/locales'

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about-us', 'en', '/about-us'],
    ['/news/12', 'en', '/news/12'],
    ['/ar', 'ar', '/'],
    ['/ar/', 'ar', '/'],
    ['/ar/about-us', 'ar', '/about-us'],
    ['/ar/news/12', 'ar', '/news/12'],
    // Paths that merely start with the letters "ar" are English.
    ['/articles', 'en', '/articles'],
    ['/arabic', 'en', '/arabic'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path })
  })
})

describe('localizePath', () => {
  it('leaves English paths unprefixed and prefixes Arabic ones with /ar', () => {
    expect(localizePath('/', 'en')).toBe('/')
    expect(localizePath('/team', 'en')).toBe('/team')
    expect(localizePath('/', 'ar')).toBe('/ar')
    expect(localizePath('/team', 'ar')).toBe('/ar/team')
    expect(localizePath('team', 'ar')).toBe('/ar/team')
  })
})

describe('counterpartPath', () => {
  it('goes to the same page in the other language, keeping query and hash', () => {
    expect(counterpartPath('/')).toBe('/ar')
    expect(counterpartPath('/ar')).toBe('/')
    expect(counterpartPath('/products', '?category=Implants', '#list')).toBe('/ar/products?category=Implants#list')
    expect(counterpartPath('/ar/news/3')).toBe('/news/3')
  })
})

describe('parseStoredLocale', () => {
  it('accepts en and ar and treats anything else as English', () => {
    expect(parseStoredLocale('ar')).toBe('ar')
    expect(parseStoredLocale('en')).toBe('en')
    expect(parseStoredLocale('fr')).toBe('en')
    expect(parseStoredLocale('AR')).toBe('en')
    expect(parseStoredLocale(null)).toBe('en')
    expect(parseStoredLocale(undefined)).toBe('en')
  })
})
