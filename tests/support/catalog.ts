import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'

const cache = new Map<string, Map<string, string>>()

/** The translation of an English source message in the real PO catalogues of a language. */
export function translate(locale: 'en' | 'ar', source: string): string {
  let messages = cache.get(locale)
  if (!messages) {
    messages = new Map()
    const dir = join(process.cwd(), 'locales', locale)
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
      for (const item of PO.parse(readFileSync(join(dir, file), 'utf8')).items) {
        if (!item.obsolete) messages.set(item.msgid, item.msgstr[0] || item.msgid)
      }
    }
    cache.set(locale, messages)
  }
  const found = messages.get(source)
  if (found === undefined) throw new Error(`No message "${source}" in locales/${locale}`)
  return found
}
