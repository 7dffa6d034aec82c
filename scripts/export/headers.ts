/**
 * The response headers of the export, in one place: written to dist/_headers (Netlify and
 * Cloudflare Pages syntax) and applied by tooling/static-server.ts, so `npm start` and the tests see
 * what the host sends.
 *
 * Hosts merge the headers of every rule a path matches, so no two rules may set the same
 * header for one path: security headers go on `/*`, and caching on rules that never overlap
 * (hashed files immutable for a year, pages revalidated on every visit).
 */
import { createHash } from 'node:crypto'
import type { AppConfig } from '#src/config'
import type { PageDocument } from './page-document'
import { SCHEDULER_SCRIPT_URL, VIDEO_EMBED_ORIGIN } from '#src/content/embeds'
import { contactWebhookUrlOf, webhookAnswerOrigin } from '#src/api/webhookOrigins'

interface HeaderRule {
  path: string
  headers: Record<string, string>
}

/** The texts of the executable inline scripts of a page (data blocks and scripts with a `src` excluded), byte for byte. */
export function inlineScripts(page: PageDocument): string[] {
  return page.scripts.filter(({ attributes }) => !('src' in attributes) && isExecutableType(attributes.type)).map(({ text }) => text)
}

/** The `'sha256-…'` source that allows an inline script of exactly this text (CSP Level 3 §8.4). */
export const scriptHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** As the browser decides (HTML §4.12.1): no type, a JavaScript MIME type, or a module. */
function isExecutableType(type: string | undefined): boolean {
  const value = type?.trim().toLowerCase()
  return !value || value === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(value)
}

const origin = (url: string) => new URL(url).origin

/**
 * Scripts: this site's files, the build's own inline scripts by hash (./own-scripts.ts), the scheduler's
 * script, and the compiling of WebAssembly (the search's). Connections: the dashboard (articles published after the build), the contact
 * webhook and the origin its answers are redirected to. Frames: the scheduler and the video
 * host. Nothing else, and never plugins, a foreign <base>, or being framed.
 */
export function contentSecurityPolicy(config: AppConfig, scriptHashes: Iterable<string>): string {
  const dashboard = config.dashboardUrl ? [origin(config.dashboardUrl)] : []
  const webhookUrl = contactWebhookUrlOf(config)
  const webhook = webhookUrl ? [origin(webhookUrl)] : []
  // The webhook's JSON answer arrives through a redirect to another origin, and CSP checks every
  // hop of a fetch (src/api/webhookOrigins.ts, docs/decisions/0033).
  const webhookAnswers = webhookUrl ? [webhookAnswerOrigin(webhookUrl)].filter((found) => found !== null) : []
  const scheduler = origin(SCHEDULER_SCRIPT_URL)
  const unique = (sources: string[]) => [...new Set(sources)].join(' ')
  const directives: Record<string, string> = {
    'default-src': "'self'",
    // 'wasm-unsafe-eval': the site search compiles Pagefind's WebAssembly (docs/decisions/0040); it
    // lets a page compile WebAssembly, never evaluate strings as JavaScript.
    'script-src': unique(["'self'", ...[...scriptHashes].sort(), scheduler, "'wasm-unsafe-eval'"]),
    // Stylesheets are files; `style` attributes carry per-element values (word-by-word reveal delays).
    'style-src': unique(["'self'", scheduler]),
    'style-src-attr': "'unsafe-inline'",
    // data: for the BlurHash placeholders drawn into the HTML; the image hosts for the images a
    // build keeps at their URL (vector and animated images).
    'img-src': unique(["'self'", 'data:', ...dashboard, ...config.imageHosts]),
    'font-src': "'self'",
    'connect-src': unique(["'self'", ...dashboard, ...webhook, ...webhookAnswers]),
    'frame-src': unique([origin(config.schedulerUrl), VIDEO_EMBED_ORIGIN]),
    'object-src': "'none'",
    'base-uri': "'self'",
    // The contact form posts to its webhook as a plain form when no script runs: nowhere else.
    'form-action': unique(webhook) || "'none'",
    'frame-ancestors': "'none'",
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

const securityHeaders = (csp: string): Record<string, string> => ({
  // Two years, subdomains included: browsers then never try the site over plain HTTP. Not
  // `preload`, which is a request to browser vendors that is slow to undo.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
})

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * `pages`: the export's pages by URL path (`/`, `/about-us`, `/ar/news/3`). Top-level pages get
 * a rule each; pages in a folder share the folder's rule. `searchFiles`: the files at the top of
 * the search index's folder (`/pagefind/pagefind.js`), each named, since only some of them are
 * named after their content.
 */
export function headerRules(csp: string, pages: string[], searchFiles: string[] = []): HeaderRule[] {
  const pageRules = new Set(pages.map((page) => (/^\/[^/]+\//.test(page) ? `/${page.split('/')[1]}/*` : page)))
  // Pagefind names its chunks and each language's metadata after their content; its script, worker,
  // WebAssembly and entry file keep their names from one build to the next.
  const hashedSearchFiles = searchFiles.filter((path) => path.endsWith('.pf_meta'))
  const namedSearchFiles = searchFiles.filter((path) => !path.endsWith('.pf_meta'))
  return [
    { path: '/*', headers: securityHeaders(csp) },
    // Named after their content's hash (Vite's assets, the loader data of this build, the built
    // images, the search index's chunks).
    ...[
      '/assets/*',
      '/static-loader-data/*',
      '/_img/*',
      ...SEARCH_CHUNK_FOLDERS.map((folder) => `/pagefind/${folder}/*`),
      ...hashedSearchFiles.sort(),
    ].map((path) => ({
      path,
      headers: { 'Cache-Control': IMMUTABLE },
    })),
    ...[...pageRules, ...namedSearchFiles].sort().map((path) => ({ path, headers: { 'Cache-Control': REVALIDATE } })),
  ]
}

/** The folders of a Pagefind index whose files are named after their content. */
const SEARCH_CHUNK_FOLDERS = ['fragment', 'index', 'filter']

export function formatHeaderRules(rules: HeaderRule[]): string {
  return (
    rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n'
  )
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} })
    else {
      const separator = line.indexOf(':')
      const rule = rules[rules.length - 1]
      if (!rule || separator < 0) throw new Error(`_headers: a header line outside a rule or without a colon: ${JSON.stringify(line)}`)
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
    }
  }
  return rules
}

/** Every rule a path matches, merged as the hosts do (`*` matches any characters). */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(pathname)
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers))
}
