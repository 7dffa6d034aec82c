import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headerProblems } from './check-i18n'
import { counterpartPath, localizePath, parseStoredLocale, splitLocalePath } from '#src/i18n/locales'

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

const catalogues = ['en', 'ar'].flatMap((locale) =>
  readdirSync(join('locales', locale))
    .filter((name) => name.endsWith('.po'))
    .map((name) => join('locales', locale, name)),
)

describe('catalogue headers', () => {
  it('every catalogue names its language and its gettext plural rule', () => {
    expect(catalogues).toHaveLength(24)
    for (const path of catalogues) expect(headerProblems(path, readFileSync(path, 'utf8'))).toEqual([])
  })

  it('the i18n check names a catalogue whose Language or Plural-Forms is wrong or missing', () => {
    const arabic = readFileSync('locales/ar/home.po', 'utf8')
    const englishRule = arabic.replace(/^"Plural-Forms: .*$/m, '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"')
    expect(headerProblems('locales/ar/home.po', englishRule)).toEqual([
      'locales/ar/home.po: header Plural-Forms is "nplurals=2; plural=(n != 1);", not "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);"',
    ])
    const noLanguage = readFileSync('locales/en/home.po', 'utf8').replace(/^"Language: en\\n"\n/m, '')
    expect(headerProblems('locales/en/home.po', noLanguage)).toEqual(['locales/en/home.po: header Language is "", not "en"'])
  })
})

/** Runs gettext's own checker, the reference every translator tool agrees with. */
function msgfmtCheck(path: string): { status: number | null; output: string } {
  const run = spawnSync('msgfmt', ['-c', '--check-format', '-o', '/dev/null', path], { encoding: 'utf8' })
  if (run.error) {
    throw new Error(`msgfmt could not run (${run.error.message}): install gettext (apt-get install -y gettext)`)
  }
  return { status: run.status, output: run.stderr }
}

// A gettext plural entry, which no catalogue has yet: msgfmt checks its forms against the header.
const pluralEntry = {
  en: ['{count} doctor', '{count} doctors'],
  ar: ['لا أطباء', 'طبيب واحد', 'طبيبان', '{count} أطباء', '{count} طبيبًا', '{count} طبيب'],
}

function withPluralEntry(path: string, forms: string[]): string {
  const entry = ['msgid "{count} doctor"', 'msgid_plural "{count} doctors"', ...forms.map((form, n) => `msgstr[${n}] "${form}"`)]
  const copy = join(mkdtempSync(join(tmpdir(), 'po-')), 'catalogue.po')
  writeFileSync(copy, `${readFileSync(path, 'utf8')}\n${entry.join('\n')}\n`)
  return copy
}

describe('msgfmt -c', () => {
  it('passes on every catalogue', () => {
    for (const path of catalogues) expect(msgfmtCheck(path), path).toEqual({ status: 0, output: '' })
  })

  it('passes with a gettext plural entry of two English and six Arabic forms', () => {
    expect(msgfmtCheck(withPluralEntry('locales/en/common.po', pluralEntry.en))).toEqual({ status: 0, output: '' })
    expect(msgfmtCheck(withPluralEntry('locales/ar/common.po', pluralEntry.ar))).toEqual({ status: 0, output: '' })
  })

  it('fails on an Arabic plural entry with two forms, and on a plural entry under an empty Plural-Forms', () => {
    expect(msgfmtCheck(withPluralEntry('locales/ar/common.po', pluralEntry.en)).status).not.toBe(0)
    const emptyRule = withPluralEntry('locales/ar/common.po', pluralEntry.ar)
    writeFileSync(emptyRule, readFileSync(emptyRule, 'utf8').replace(/^"Plural-Forms: .*$/m, '"Plural-Forms: \\n"'))
    expect(msgfmtCheck(emptyRule).status).not.toBe(0)
  })
})
