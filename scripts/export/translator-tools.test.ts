import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moduleCatalogues, moduleMessagesPlugin, untranslatedReport } from './module-messages'

// The translators' tools of docs/translating.md against the real catalogues and sources: the
// pseudo-locale of `npm run dev -- --pseudo`, and development's translation debug mode, which
// names a message missing from a catalogue with its id and namespace. Neither reaches a build.

const MODULE = 'src/pages/find-us/FindUsPage.tsx'

/** A module's compiled catalogue as the plugin serves it, in development (with a server) or in a build. */
async function compiled(locale: string, { pseudo, development }: { pseudo: boolean; development: boolean }, root = process.cwd()) {
  const plugin = moduleMessagesPlugin({ pseudo })
  const errors: string[] = []
  const hook = <T>(value: unknown) => (typeof value === 'function' ? value : (value as { handler: T }).handler) as T
  hook<(config: { root: string }) => void>(plugin.configResolved)({ root })
  if (development) {
    const server = { config: { logger: { error: (message: string) => errors.push(message) } }, ws: { send: () => undefined } }
    hook<(server: unknown) => void>(plugin.configureServer)(server)
  }
  const load = hook<(this: unknown, id: string) => Promise<{ code: string }>>(plugin.load)
  const { code } = await load.call({ addWatchFile: () => undefined }, `${resolve(root, MODULE)}?messages=${locale}`)
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1] ?? '""'
  return { messages: JSON.parse(JSON.parse(json) as string) as Record<string, unknown>, errors }
}

/** The text of a compiled message, and its placeholders' names, apart. */
function parts(compiledMessage: unknown): { text: string; placeholders: string[] } {
  if (typeof compiledMessage === 'string') return { text: compiledMessage, placeholders: [] }
  const pieces = Array.isArray(compiledMessage) ? compiledMessage : []
  const text = pieces.filter((piece): piece is string => typeof piece === 'string').join('')
  const placeholders = pieces.filter(Array.isArray).map((piece) => String(piece[0]))
  return { text, placeholders }
}

describe('the pseudo-locale (npm run dev -- --pseudo)', () => {
  it('pseudo-localises every English message of a page and keeps its placeholders', async () => {
    const plain = await compiled('en', { pseudo: false, development: true })
    const pseudo = await compiled('en', { pseudo: true, development: true })
    const ids = Object.keys(plain.messages)
    expect(ids.length).toBeGreaterThan(5)
    expect(Object.keys(pseudo.messages)).toEqual(ids)
    for (const id of ids) {
      const [english, localised] = [parts(plain.messages[id]), parts(pseudo.messages[id])]
      if (!/[A-Za-z]/.test(english.text)) continue
      expect(localised.text, id).not.toBe(english.text)
      expect(localised.text, id).toMatch(/[^ -~]/)
      expect(localised.placeholders, id).toEqual(english.placeholders)
    }
  })

  it('never reaches a build, nor an Arabic page', async () => {
    const built = await compiled('en', { pseudo: true, development: false })
    expect(built.messages).toEqual((await compiled('en', { pseudo: false, development: false })).messages)
    const arabic = await compiled('ar', { pseudo: true, development: true })
    expect(arabic.messages).toEqual((await compiled('ar', { pseudo: false, development: true })).messages)
  })
})

describe('translation debug mode (development)', () => {
  // The project with its Arabic contactUs catalogue spoilt: one message deleted, one left untranslated.
  let root = ''
  const deleted = 'Filter profiles'
  const emptied = 'Trusted by clinicians across the Kingdom'
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'i18n-debug-'))
    for (const entry of ['src', 'lingui.config.ts', 'package.json', 'node_modules', 'tsconfig.json']) symlinkSync(resolve(entry), join(root, entry))
    cpSync('locales', join(root, 'locales'), { recursive: true })
    const file = join(root, 'locales/ar/contactUs.po')
    const po = readFileSync(file, 'utf8')
    const withoutDeleted = po.replace(new RegExp(`(#[^\\n]*\\n)*msgid "${deleted}"\\nmsgstr "[^"]*"\\n\\n?`), '')
    const spoilt = withoutDeleted.replace(new RegExp(`msgid "${emptied}"\\nmsgstr "[^"]*"`), `msgid "${emptied}"\nmsgstr ""`)
    expect(spoilt).not.toBe(po)
    writeFileSync(file, spoilt)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('names a message deleted from a catalogue and one left untranslated, with id, text and namespace', async () => {
    const entries = await moduleCatalogues(root).untranslated(MODULE, 'ar')
    expect(entries.map(({ message, namespace }) => [message, namespace]).sort()).toEqual(
      [
        [deleted, 'contactUs'],
        [emptied, 'contactUs'],
      ].sort(),
    )
    for (const entry of entries) expect(entry.id).toMatch(/^[\w+/-]{6}$/)
    const report = untranslatedReport('ar', MODULE, entries)
    expect(report).toContain(`"${deleted}" (namespace contactUs: locales/ar/contactUs.po; shown by src/pages/find-us/FindUsPage.tsx)`)
    // In development the plugin says it where the developer looks: the terminal (and the overlay).
    expect((await compiled('ar', { pseudo: false, development: true }, root)).errors).toEqual([report])
    expect((await compiled('ar', { pseudo: false, development: false }, root)).errors).toEqual([])
  })

  it('names nothing when the catalogues are complete', async () => {
    expect(await moduleCatalogues(process.cwd()).untranslated(MODULE, 'ar')).toEqual([])
    expect(await moduleCatalogues(process.cwd()).untranslated(MODULE, 'en')).toEqual([])
  })
})
