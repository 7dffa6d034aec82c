/**
 * What Netlify answers for a path of a deploy, from the rules as written (`_redirects` of the
 * export, then `netlify.toml`'s [[redirects]]) and Netlify's documented semantics, written apart
 * from scripts/export/host-rules.ts so that the local server can be checked against it:
 *  - "Redirects and rewrites" (docs.netlify.com/routing/redirects): rules of `_redirects` are
 *    processed first, then those of netlify.toml, top to bottom; the first match wins; paths are
 *    case-sensitive.
 *  - "Redirect options" (docs.netlify.com/routing/redirects/redirect-options): a splat (`/news/*`)
 *    matches anything that follows, any number of segments; a placeholder (`:id`) stands for one
 *    path segment; the URL is normalised before the rules apply, so a rule matches a path with
 *    or without its trailing slash; status 200 and 404 serve the target's content with that
 *    status, 301 redirects; without a matching rule, the root `404.html`, status 404.
 *  - "Request chain" (docs.netlify.com/platform/request-chain): a rule without `force` applies only
 *    where no file matches the path ("shadowing"); pages are found as `x`, `x.html` and
 *    `x/index.html`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'

interface NetlifyRule {
  from: string
  to: string
  status: number
  force: boolean
}

type NetlifyAnswer = { status: 200 | 404; file: string } | { status: 301 | 302; location: string }

/** The rules of an export as Netlify reads them. */
export function netlifyRules(exportDir: string, netlifyToml: string): NetlifyRule[] {
  const redirectsFile = join(exportDir, '_redirects')
  const fromRedirects = existsSync(redirectsFile)
    ? readFileSync(redirectsFile, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => {
          const [from = '', to = '', status = '301'] = line.split(/\s+/)
          return { from, to, status: Number(status.replace('!', '')), force: status.endsWith('!') }
        })
    : []
  const toml = parse(netlifyToml) as { redirects?: Array<{ from: string; to: string; status?: number; force?: boolean }> }
  const fromToml = (toml.redirects ?? []).map(({ from, to, status = 301, force = false }) => ({ from, to, status, force }))
  return [...fromRedirects, ...fromToml]
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

function matches(from: string, path: string): boolean {
  const pattern = withoutTrailingSlash(from).split('/')
  const segments = withoutTrailingSlash(path).split('/')
  for (let index = 0; index < pattern.length; index += 1) {
    const part = pattern[index]!
    if (part === '*' && index === pattern.length - 1) return true
    const segment = segments[index]
    if (segment === undefined) return false
    if (part.startsWith(':')) {
      if (segment === '') return false
    } else if (part !== segment) return false
  }
  return segments.length === pattern.length
}

/** A file of the export at `path`, as Netlify finds pages. */
function netlifyFile(exportDir: string, path: string): string | null {
  const base = withoutTrailingSlash(path)
  const candidates = base === '/' ? ['/index.html'] : [base, `${base}.html`, `${base}/index.html`]
  return candidates.find((candidate) => existsSync(join(exportDir, candidate)) && statSync(join(exportDir, candidate)).isFile()) ?? null
}

/** Netlify's answer for `path` (as sent, percent escapes kept). */
export function netlifyAnswer(rules: NetlifyRule[], exportDir: string, path: string): NetlifyAnswer {
  const file = netlifyFile(exportDir, path)
  for (const rule of rules) {
    if (!matches(rule.from, path) || (file && !rule.force)) continue
    if (rule.status === 301 || rule.status === 302) return { status: rule.status, location: rule.to }
    if (rule.status === 200 || rule.status === 404) return { status: rule.status, file: rule.to }
    throw new Error(`${rule.from}: status ${rule.status} is not one this emulator knows`)
  }
  return file ? { status: 200, file } : { status: 404, file: '/404.html' }
}
