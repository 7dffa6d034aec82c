/**
 * The site's texts for what the export writes outside its pages (feeds, calendars), through
 * Lingui's own runtime: the translators' PO catalogues compiled as the site's are, each message
 * found by its id, which Lingui derives from the source text and its context, so a word
 * translated two ways for two contexts is never confused.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import type { Locale } from '#src/i18n/locales'

const instances = new Map<Locale, I18n>()

/** A language's messages of the namespaces the export's texts come from (lingui.config.ts). */
function i18nOf(locale: Locale, namespaces: readonly string[] = ['common', 'layout']): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    const messages: Messages = {}
    for (const namespace of namespaces) {
      const catalogue = PO.parse(readFileSync(join(process.cwd(), 'locales', locale, `${namespace}.po`), 'utf8'))
      for (const item of catalogue.items) {
        if (item.obsolete) continue
        messages[generateMessageId(item.msgid, item.msgctxt ?? undefined)] = compileMessage(item.msgstr[0] || item.msgid)
      }
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    instances.set(locale, i18n)
  }
  return i18n
}

/** The text of a source message (and its context, where the site gives one) in `locale`; a message the catalogues lack stops the export. */
export function siteText(locale: Locale, message: string, context?: string): string {
  const id = generateMessageId(message, context)
  const i18n = i18nOf(locale)
  if (!(id in i18n.messages)) throw new Error(`No message "${message}"${context ? ` (context "${context}")` : ''} in locales/${locale}`)
  return i18n._({ id, message, ...(context && { context }) })
}
