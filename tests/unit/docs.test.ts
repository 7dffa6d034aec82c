import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// The docs name files of the repository, in links and in `code`, and headings of other docs: a
// renamed or deleted file or heading must not leave a doc pointing at nothing. Every
// tracked Markdown file is read.

const topFolders = ['src', 'scripts', 'tests', 'tooling', 'docs', 'stories', 'openapi', 'locales', 'public', 'webhook', 'patches', '.ci']

/**
 * The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as
 * hyphens, a repeated heading numbered (`-1`, `-2`). A `#` line in a fenced code block is no heading.
 */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count ? `${base}-${count}` : base)
  }
  return anchors
}

/**
 * The references of a doc that name nothing: relative links to a file that does not exist or to
 * a heading its Markdown file does not have, and repository paths in backticks.
 */
function brokenReferences(
  doc: string,
  text: string,
  exists: (path: string) => boolean = existsSync,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): string[] {
  const broken: string[] = []
  for (const [link, target = '', anchor] of text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]+))?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || (!target && !anchor)) continue
    const file = target ? normalize(join(dirname(doc), target)) : doc
    if (!exists(file)) broken.push(`link ${target}`)
    else if (anchor && file.endsWith('.md') && !anchorsOf(file === doc ? text : read(file)).has(decodeURIComponent(anchor)))
      broken.push(`link ${link.slice(2, -1)}`)
  }
  const code = new RegExp(`\`((?:${topFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/[^\`\\s]*?)(?::\\d+(?:-\\d+)?)?\``, 'g')
  for (const [, path] of text.matchAll(code)) {
    // A pattern or a placeholder (`tests/**/*.spec.ts`, `locales/<lang>/x.po`, `{locale}`) names no one file.
    if (!path || /[*{}<>]/.test(path)) continue
    if (!exists(path.replace(/\/$/, ''))) broken.push(`path ${path}`)
  }
  return broken
}

/**
 * Where a doc's paths must exist. A decision record is never edited once decided
 * (docs/decisions/README.md): its paths name the tree as it stood when it was written, so a path
 * counts if any tree the record was committed in had it, or today's does; every other doc names
 * today's tree.
 */
function existsIn(doc: string): (path: string) => boolean {
  if (!/^docs\/decisions\/\d{4}-/.test(doc)) return existsSync
  const commits = execFileSync('git', ['log', '--format=%H', '--', doc], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const inCommit = (commit: string, path: string) => spawnSync('git', ['cat-file', '-e', `${commit}:${path}`]).status === 0
  return (path) => existsSync(path) || commits.some((commit) => inCommit(commit, path))
}

describe('the docs', () => {
  it('see a reference to a file that does not exist (the check can fail)', () => {
    const planted = 'See [the guide](./missing-guide.md), `scripts/tools/gone.ts:12`, `src/config.ts` and [the site](https://example.org).'
    expect(brokenReferences('docs/testing.md', planted)).toEqual(['link ./missing-guide.md', 'path scripts/tools/gone.ts'])
  })

  it('see a link to a heading that does not exist, in another doc or in its own (the check can fail)', () => {
    const docs: Record<string, string> = {
      'docs/other.md': '# Other\n\n## Fonts: `woff2` and `font-display`\n\n```sh\n# Notes\n```\n\n## Notes\n\n### Notes\n',
      'docs/this.md': '# This\n\n## Één heading\n',
    }
    const planted = [
      '[found](other.md#fonts-woff2-and-font-display), [repeated](other.md#notes-1), [own](#één-heading), [encoded](#%C3%A9%C3%A9n-heading)',
      '[lost](other.md#fonts), [lost too](#no-such-heading), [a third](other.md#notes-2)',
    ].join('\n')
    const exists = (path: string) => path in docs
    expect(brokenReferences('docs/this.md', `${docs['docs/this.md']}\n${planted}`, exists, (path) => docs[path]!)).toEqual([
      'link other.md#fonts',
      'link #no-such-heading',
      'link other.md#notes-2',
    ])
  })

  it("read a decision record's paths in the tree it was written against (the check still fails)", () => {
    const record = 'docs/decisions/0018-navigation-reaches-every-screen.md'
    // Named by the record when it was written, moved since (src/navigation/).
    const moved = 'src/layout/navigation/navigation.ts'
    expect(existsSync(moved)).toBe(false)
    expect(brokenReferences(record, `\`${moved}\` and \`src/never-was.ts\``, existsIn(record))).toEqual(['path src/never-was.ts'])
    expect(brokenReferences('docs/architecture.md', `\`${moved}\``, existsIn('docs/architecture.md'))).toEqual([`path ${moved}`])
  })

  it('name only files and headings that exist, in every tracked Markdown file', () => {
    const docs = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(docs.length).toBeGreaterThan(30)
    const broken = docs.flatMap((doc) => brokenReferences(doc, readFileSync(doc, 'utf8'), existsIn(doc)).map((reference) => `${doc}: ${reference}`))
    expect(broken).toEqual([])
  })
})

describe("the accessibility report's evidence", () => {
  it('names test files that exist (auditors follow them)', () => {
    const evidence = readFileSync('tests/support/audit/manual-checks.ts', 'utf8')
    const named = [...evidence.matchAll(/\b((?:src|tests)\/[\w./-]+\.(?:spec|test)\.tsx?)/g)].map(([, path]) => path!)
    expect(named.length).toBeGreaterThan(8)
    expect(named.filter((path) => !existsSync(path))).toEqual([])
  })
})
