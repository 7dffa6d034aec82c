import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// The docs name files of the repository, in links and in `code`: a renamed or deleted file must
// not leave a doc pointing at nothing (issue 22). Every tracked Markdown file is read.

const topFolders = ['src', 'scripts', 'tests', 'tooling', 'docs', 'stories', 'openapi', 'locales', 'public', 'webhook', 'patches', '.ci']

/** The references of a doc that name no file: relative links, and repository paths in backticks. */
function brokenReferences(doc: string, text: string, exists: (path: string) => boolean = existsSync): string[] {
  const broken: string[] = []
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!target || /^[a-z][a-z+.-]*:/i.test(target)) continue
    if (!exists(normalize(join(dirname(doc), target)))) broken.push(`link ${target}`)
  }
  const code = new RegExp(`\`((?:${topFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/[^\`\\s]*?)(?::\\d+(?:-\\d+)?)?\``, 'g')
  for (const [, path] of text.matchAll(code)) {
    // A pattern or a placeholder (`tests/**/*.spec.ts`, `locales/<lang>/x.po`, `{locale}`) names no one file.
    if (!path || /[*{}<>]/.test(path)) continue
    if (!exists(path.replace(/\/$/, ''))) broken.push(`path ${path}`)
  }
  return broken
}

describe('the docs', () => {
  it('see a reference to a file that does not exist (the check can fail)', () => {
    const planted = 'See [the guide](./missing-guide.md), `scripts/tools/gone.ts:12`, `src/config.ts` and [the site](https://example.org).'
    expect(brokenReferences('docs/testing.md', planted)).toEqual(['link ./missing-guide.md', 'path scripts/tools/gone.ts'])
  })

  it('name only files that exist, in every tracked Markdown file', () => {
    const docs = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(docs.length).toBeGreaterThan(30)
    const broken = docs.flatMap((doc) => brokenReferences(doc, readFileSync(doc, 'utf8')).map((reference) => `${doc}: ${reference}`))
    expect(broken).toEqual([])
  })
})

describe("the accessibility report's evidence", () => {
  it('names test files that exist (auditors follow them)', () => {
    const evidence = readFileSync('tests/audit/lib/manual-checks.ts', 'utf8')
    const named = [...evidence.matchAll(/\b((?:src|tests)\/[\w./-]+\.(?:spec|test)\.tsx?)/g)].map(([, path]) => path!)
    expect(named.length).toBeGreaterThan(8)
    expect(named.filter((path) => !existsSync(path))).toEqual([])
  })
})
