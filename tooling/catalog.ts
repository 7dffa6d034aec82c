import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'

type Locale = 'en' | 'ar'
const cache = new Map<Locale, Array<{ msgid: string; msgstr: string }>>()

/** The messages of a language's real PO catalogues, as translators left them. */
function catalogue(locale: Locale) {
  let items = cache.get(locale)
  if (!items) {
    const dir = join(process.cwd(), 'locales', locale)
    items = readdirSync(dir)
      .filter((name) => name.endsWith('.po'))
      .flatMap((file) => PO.parse(readFileSync(join(dir, file), 'utf8')).items)
      .filter((item) => !item.obsolete)
      .map((item) => ({ msgid: item.msgid, msgstr: item.msgstr[0] ?? '' }))
    cache.set(locale, items)
  }
  return items
}

/** The translation of an English source message (the source itself where none is written). */
export function translate(locale: Locale, source: string): string {
  const found = catalogue(locale).find((item) => item.msgid === source)
  if (!found) throw new Error(`No message "${source}" in locales/${locale}`)
  return found.msgstr || found.msgid
}

/** Every Latin word the written translations of a language keep (brand and model names, units). */
export function latinWordsOfCatalogue(locale: Locale): Set<string> {
  const translations = catalogue(locale)
    .map((item) => item.msgstr)
    .join(' ')
  return new Set(translations.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
}
