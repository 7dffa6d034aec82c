/**
 * Fails when the PO catalogues are out of date with the source (extraction would change them)
 * or when any Arabic message has no translation. Leaves locales/ exactly as it found it.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'

const localesDir = 'locales'

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

const before = readCatalogues()
const problems: string[] = []
let after = before

try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
  after = readCatalogues()
  for (const [path, text] of after) {
    if (!before.has(path)) problems.push(`${path} is missing: extraction creates it`)
    else if (before.get(path) !== text) problems.push(`${path} is out of date with the source code`)
  }
  for (const path of before.keys()) if (!after.has(path)) problems.push(`${path} is no longer produced by extraction`)
} finally {
  // Put every catalogue back as it was: a check never edits the translators' files.
  for (const [path, text] of before) writeFileSync(path, text)
  for (const path of after.keys()) if (!before.has(path)) unlinkSync(path)
}

for (const [path, text] of before) {
  if (!path.startsWith(join(localesDir, 'ar'))) continue
  for (const item of PO.parse(text).items) {
    if (!item.obsolete && !item.msgstr.some((value) => value.trim())) {
      problems.push(`${path}: no Arabic translation for "${item.msgid}"`)
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  console.error('\nRun "npm run i18n:extract", then translate the empty msgstr entries in locales/ar.')
  process.exit(1)
}
console.log(`i18n check passed: ${before.size} catalogues up to date, every Arabic message translated.`)
