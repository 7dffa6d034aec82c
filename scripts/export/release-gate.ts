/**
 * The release gate: reads every file of an export and names each URL a visitor's browser, a
 * search engine or a feed reader must never be sent to: a loopback address (127.0.0.0/8, ::1,
 * localhost: the visitor's own machine), a private, link-local, unique-local or other non-public
 * address (the builder's network), or plain `http` (no integrity on the way). Wherever it sits:
 * the CSP of `_headers`, a form action, JSON-LD, Open Graph and Twitter tags, feeds, calendars,
 * the sitemap, robots.txt, the pages' hydration data, the scripts. And each of the project's own
 * placeholders left in it, which the company's details replace (README, "The company's details"):
 * an `.example` host or e-mail address (RFC 2606), the default booking link, a `000 0000` phone.
 *
 * A production build runs it as its last step (scripts/build.ts); `npm run release:check -- dir`
 * runs it on any export (docs/decisions/0034-a-production-build-fails-closed.md). Addresses are
 * judged as the image-download boundary judges them (scripts/export/image-download.ts, ipaddr.js).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import ipaddr from 'ipaddr.js'
import { addressRange, rangeInWords } from './image-download'
import { DEFAULT_SCHEDULER_URL } from '#src/config'

export type FindingKind = 'loopback' | 'non-public' | 'plain-http' | 'placeholder'

export interface Finding {
  /** Path of the file inside the export, with `/`. */
  file: string
  url: string
  kind: FindingKind
  /** Why, in words: "a loopback address", "a private address", "plain http", "an example e-mail address". */
  why: string
  /** Times the URL occurs in the file. */
  count: number
}

/** An export that would send visitors somewhere it must not. */
export class ReleaseGateError extends Error {
  constructor(readonly findings: readonly Finding[]) {
    super(describeFindings(findings))
    this.name = 'ReleaseGateError'
  }
}

/**
 * XML namespace names: identifiers that no client fetches (Namespaces in XML 1.0, §2.2: "not
 * intended to be retrieved"). They are written with `http` by their own specifications (SVG,
 * XHTML, MathML, Atom, the sitemap protocol), and every SVG file and DOM library carries them.
 */
const NAMESPACE_NAMES = new Set([
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.w3.org/2000/xmlns/',
  'http://www.w3.org/2005/Atom',
  'http://www.sitemaps.org/schemas/sitemap/0.9',
])

/**
 * Compressed media: the bytes of an image or a font are not text, and what reads as a URL in
 * them is metadata (an XMP namespace), not a link. Everything else is read, PDFs included.
 */
const MEDIA = new Set(['.avif', '.webp', '.jpg', '.jpeg', '.png', '.gif', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.mp4', '.webm'])

/** `scheme://authority…` up to what ends a URL in HTML, JSON, CSS, JavaScript or a header. */
const ABSOLUTE = /\b(?:https?|wss?):\/\/[^\s"'<>`\\(){}|^]+/gi
/** `//127.0.0.1:4010/x`, `//[::1]/x`, `//localhost/x` without a scheme (the page's own scheme: http on a visitor's machine). */
const SCHEME_RELATIVE = /(?<=["'(=\s,])\/\/(?:\[[0-9a-f:.]+\]|localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?(?:[/?#][^\s"'<>`\\(){}|^]*)?/gi

const trimTrailing = (url: string) => url.replace(/[.,;:!?]+$/, '').replace(/&amp;/g, '&')

/** What is wrong with a host (`127.0.0.1`, `[::1]`, `localhost`, `www.example.com`), or null. */
function hostProblem(host: string): { kind: FindingKind; why: string } | null {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '')
  // RFC 6761 §6.3: localhost and every name under it is the machine itself.
  if (name === 'localhost' || name.endsWith('.localhost')) return { kind: 'loopback', why: 'a loopback name' }
  if (!ipaddr.isValid(name)) return null
  const range = addressRange(name)
  if (!range) return null
  return { kind: range === 'loopback' ? 'loopback' : 'non-public', why: rangeInWords(range) }
}

/** An e-mail address at a reserved example domain (RFC 2606 §2), as the example values write them. */
const EXAMPLE_EMAIL = /[\w.+-]+@(?:[a-z\d-]+\.)+example(?![\w-]|\.[a-z\d])/gi
/** A phone number of the example values: `+966 11 000 0000`, with spaces, no-break spaces (as written or escaped) or none. */
const EXAMPLE_PHONE = /\+\d{1,3}(?:[\s\u00a0]|\\u00a0|&nbsp;)?\d{1,2}(?:[\s\u00a0]|\\u00a0|&nbsp;)?000(?:[\s\u00a0]|\\u00a0|&nbsp;)?0000(?!\d)/gi

/** What is wrong with one URL found in a file, or null. */
function urlProblem(raw: string): { kind: FindingKind; why: string } | null {
  const schemeless = raw.startsWith('//')
  let url: URL
  try {
    url = new URL(schemeless ? `http:${raw}` : raw)
  } catch {
    return null
  }
  // The URL parser's host, so `http://127.1/` and `http://0x7f.1/` are judged as 127.0.0.1.
  const problem = hostProblem(url.hostname)
  if (problem) return problem
  const plain = !schemeless && /^(http|ws):$/.test(url.protocol) && !NAMESPACE_NAMES.has(raw.replace(/\/$/, '')) && !NAMESPACE_NAMES.has(raw)
  if (plain) return { kind: 'plain-http', why: 'plain http' }
  if (/\.example\.?$/i.test(url.hostname)) return { kind: 'placeholder', why: 'an example host' }
  if (url.href.startsWith(DEFAULT_SCHEDULER_URL)) return { kind: 'placeholder', why: 'the default booking link (SCHEDULER_URL)' }
  return null
}

/**
 * The sources of a Content-Security-Policy that name no scheme (`127.0.0.1:4010`,
 * `*.internal.example`) and the scheme source `http:`, which the scan for URLs cannot see.
 */
function policySources(text: string): Array<{ url: string; kind: FindingKind; why: string }> {
  const found: Array<{ url: string; kind: FindingKind; why: string }> = []
  for (const [, value = ''] of text.matchAll(/^\s*Content-Security-Policy(?:-Report-Only)?:(.*)$/gim)) {
    for (const directive of value.split(';')) {
      for (const source of directive.trim().split(/\s+/).slice(1)) {
        if (source.startsWith("'") || source.includes('://')) continue
        if (/^(http|ws):$/i.test(source)) {
          found.push({ url: source, kind: 'plain-http', why: 'plain http allowed by the policy' })
          continue
        }
        if (source.endsWith(':')) continue
        const host =
          source
            .replace(/^\*\./, '')
            .replace(/(?<=\]|[^:\]]):\d+$|:\*$/, '')
            .split('/')[0] ?? ''
        const problem = hostProblem(host)
        if (problem) found.push({ url: source, ...problem })
      }
    }
  }
  return found
}

/** The findings of one file's text; `name` is its path in the export. */
export function scanText(name: string, text: string): Finding[] {
  // JSON may write `/` as `\/`; an iCalendar line longer than 75 octets is folded (RFC 5545 §3.1).
  const readable = (name.endsWith('.ics') ? text.replace(/\r?\n[ \t]/g, '') : text).replace(/\\\//g, '/').replace(/\\u002[fF]/g, '/')
  const byUrl = new Map<string, Finding>()
  const add = (url: string, problem: { kind: FindingKind; why: string }) => {
    const key = `${problem.kind} ${url}`
    const known = byUrl.get(key)
    if (known) known.count += 1
    else byUrl.set(key, { file: name, url, ...problem, count: 1 })
  }
  for (const [match] of readable.matchAll(ABSOLUTE)) {
    const url = trimTrailing(match)
    const problem = urlProblem(url)
    if (problem) add(url, problem)
  }
  for (const [match] of readable.matchAll(SCHEME_RELATIVE)) {
    const url = trimTrailing(match)
    const problem = urlProblem(url)
    if (problem) add(url, problem)
  }
  if (name === '_headers' || name.endsWith('/_headers')) for (const { url, ...problem } of policySources(readable)) add(url, problem)
  for (const [match] of readable.matchAll(EXAMPLE_EMAIL)) add(match, { kind: 'placeholder', why: 'an example e-mail address' })
  for (const [match] of readable.matchAll(EXAMPLE_PHONE)) add(match, { kind: 'placeholder', why: 'an example phone number' })
  return [...byUrl.values()]
}

/** Every finding in the export in `dir`, file by file in path order. */
export function releaseFindings(dir: string): Finding[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  return files.flatMap((file) => {
    if (MEDIA.has(extname(file).toLowerCase())) return []
    // latin1 keeps every byte, so a PDF's link annotations read as written; URLs found are ASCII either way.
    const bytes = readFileSync(file)
    const text = bytes.includes(0) ? bytes.toString('latin1') : bytes.toString('utf8')
    return scanText(relative(dir, file).split(sep).join('/'), text)
  })
}

/** The findings as a report, grouped by file. */
export function describeFindings(findings: readonly Finding[]): string {
  const files = new Map<string, Finding[]>()
  for (const finding of findings) files.set(finding.file, [...(files.get(finding.file) ?? []), finding])
  const total = findings.reduce((sum, finding) => sum + finding.count, 0)
  const lines = [
    `The export must not ship ${total} URLs and values (${findings.length} distinct) in ${files.size} files: loopback, non-public or plain http, or an example value the company's details replace (README, "The company's details").`,
  ]
  for (const [file, found] of files) {
    lines.push(`  ${file}`)
    for (const { url, why, count } of found) lines.push(`    ${url}  (${why}${count > 1 ? `, ${count} times` : ''})`)
  }
  return lines.join('\n')
}

/** Throws a ReleaseGateError naming every file and URL the export must not ship. */
export function releaseGate(dir: string): void {
  const findings = releaseFindings(dir)
  if (findings.length) throw new ReleaseGateError(findings)
}
