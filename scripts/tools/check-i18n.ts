/**
 * Fails when the PO catalogues are out of date with the source (extraction would change them),
 * when a catalogue's `Language` or `Plural-Forms` header is not its language's, or when any
 * Arabic message has no translation. Leaves locales/ exactly as it found it.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { catalogueHeaders } from '../../lingui.config'

const localesDir = 'locales'

/**
 * What is wrong with the headers of the catalogue at `path` (locales/<locale>/<namespace>.po):
 * translator tools and `msgfmt -c` take the language and its plural rule from them.
 */
export function headerProblems(path: string, text: string): string[] {
  const locale = basename(dirname(path))
  const { headers } = PO.parse(text)
  return Object.entries(catalogueHeaders(locale))
    .filter(([name, expected]) => headers[name]?.trim() !== expected)
    .map(([name, expected]) => `${path}: header ${name} is "${headers[name] ?? ''}", not "${expected}"`)
}

function readCatalogues(): Map<string, string> {
  const files = new Map<string, string>()
  for (const locale of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, locale)).filter((name) => name.endsWith('.po'))) {
      const path = join(localesDir, locale, file)
      files.set(path, readFileSync(path, 'utf8'))
    }
  }
  return files
}

function check(): string[] {
  const before = readCatalogues()
  const problems: string[] = []
  let after = before

  try {
    execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
    after = readCatalogues()
    for (const [path, text] of after) {
      if (!before.has(path)) problems.push(`${path} is missing: extraction creates it`)
      else if (before.get(path) !== text) problems.push(`${path} is out of date: extraction changes it`)
    }
    for (const path of before.keys()) if (!after.has(path)) problems.push(`${path} is no longer produced by extraction`)
  } finally {
    // Put every catalogue back as it was: a check never edits the translators' files.
    for (const [path, text] of before) writeFileSync(path, text)
    for (const path of after.keys()) if (!before.has(path)) unlinkSync(path)
  }

  for (const [path, text] of before) {
    problems.push(...headerProblems(path, text))
    if (!path.startsWith(join(localesDir, 'ar'))) continue
    for (const item of PO.parse(text).items) {
      if (!item.obsolete && !item.msgstr.some((value) => value.trim())) {
        problems.push(`${path}: no Arabic translation for "${item.msgid}"`)
      }
    }
  }
  if (problems.length === 0) {
    console.log(`i18n check passed: ${before.size} catalogues up to date with their headers, every Arabic message translated.`)
  }
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check()
  if (problems.length > 0) {
    console.error(`i18n check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    console.error('\nRun "npm run i18n:extract" (it also writes the headers), then translate the empty msgstr entries in locales/ar.')
    process.exit(1)
  }
}
