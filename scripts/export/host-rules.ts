/**
 * What a static host must do beyond serving files, in one place, and applied by tooling/static-server.ts
 * so that `npm start` and the tests behave like the host:
 *  - old or alternative addresses answer a permanent redirect, with or without a trailing slash
 *    (`_redirects`: both Netlify and Cloudflare Pages read these lines alike);
 *  - an article that is not in the build (published later) gets its section's shell page, which
 *    loads it from the dashboard in the browser: one path segment after the section, whatever it
 *    holds, since Netlify's rules cannot say "digits" (the shell shows the 404 page for an id
 *    that is not canonical, src/site.ts); but `/news/page`, the folder of the listing's later
 *    pages, is no article, and a page number past the last one is two segments;
 *  - any other unknown path gets the 404 page of its language, with status 404.
 * The last two are fallbacks, applied only where no file exists. Netlify says so with rules in
 * `netlify.toml` (written beside package.json by `npm run host:netlify`, checked by a unit test).
 * Cloudflare Pages applies every `_redirects` rule before files (a shell rule would hide every
 * pre-rendered article) and rejects status 404 there; it serves the nearest `404.html` up the
 * path instead, which gives each language its own 404 page, and an article published after the
 * build appears with the next build (docs/deploying.md).
 */

import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localeInfo, locales } from '#src/i18n/locales'
import { aliases, articleSections, LISTING_PAGES, NOT_FOUND_PATH, SHELL_ID } from '#src/site'

// Prefixed languages first: the unprefixed one's rules would match their paths too.
const prefixes = locales.map((locale) => localeInfo[locale].prefix).sort((a, b) => b.length - a.length)
const sections = Object.values(articleSections)
const notFound = (prefix: string) => `${prefix}${NOT_FOUND_PATH}.html`

interface Rule {
  from: string
  pattern: RegExp
  to: string
  status: 200 | 301 | 404
}

const rules: Rule[] = [
  ...prefixes.flatMap((prefix) =>
    Object.entries(aliases).map(([from, to]) => ({
      from: `${prefix}${from}`,
      pattern: new RegExp(`^${prefix}${from}/?$`),
      to: `${prefix}${to}`,
      status: 301 as const,
    })),
  ),
  // The folder of the later pages is no article: without this its name would get the shell.
  ...prefixes.flatMap((prefix) =>
    sections.map((section) => ({
      from: `${prefix}/${section}/${LISTING_PAGES}`,
      pattern: new RegExp(`^${prefix}/${section}/${LISTING_PAGES}/?$`),
      to: notFound(prefix),
      status: 404 as const,
    })),
  ),
  // One segment, as Netlify's `:id` placeholder matches: its splat (`/news/*`) would also give
  // the shell to `/news/page/99` and `/news/1/2`. Netlify cannot match digits only, so any one
  // segment gets the shell, which shows the 404 page for an id that is not canonical.
  ...prefixes.flatMap((prefix) =>
    sections.map((section) => ({
      from: `${prefix}/${section}/:id`,
      pattern: new RegExp(`^${prefix}/${section}/[^/]+/?$`),
      to: `${prefix}/${section}/${SHELL_ID}.html`,
      status: 200 as const,
    })),
  ),
  ...prefixes.map((prefix) => ({
    from: `${prefix}/*`,
    pattern: new RegExp(`^${prefix}(/|$)`),
    to: notFound(prefix),
    status: 404 as const,
  })),
]

/** The page (or, for 301, the address) and status a host answers for a path that has no file. */
export function fallbackFor(pathname: string): { file: string; status: 200 | 301 | 404 } {
  const rule = rules.find(({ pattern }) => pattern.test(pathname)) ?? rules[rules.length - 1]!
  return { file: rule.to, status: rule.status }
}

/**
 * `_redirects`: the permanent redirects, in the syntax Netlify and Cloudflare Pages share. Each
 * address is written with and without its trailing slash: Netlify matches either with one line,
 * Cloudflare only the path as written (docs/decisions/0044).
 */
export function redirectsFile(): string {
  return `${rules
    .filter(({ status }) => status === 301)
    .flatMap(({ from, to, status }) => [`${from} ${to} ${status}`, `${from}/ ${to} ${status}`])
    .join('\n')}\n`
}

/**
 * `netlify.toml`: how Netlify builds the site, and the fallbacks. Rules without `force` apply
 * only when no file matches, so pages and assets are served as usual.
 */
export function netlifyToml(): string {
  const fallbacks = rules
    .filter(({ status }) => status !== 301)
    .map(({ from, to, status }) => `[[redirects]]\nfrom = "${from}"\nto = "${to}"\nstatus = ${status}\n`)
  return [
    '# Written by `npm run host:netlify` from scripts/export/host-rules.ts; a unit test fails when it is stale.',
    '[build]\ncommand = "npm run build"\npublish = "dist"\n',
    '[build.environment]\nNODE_VERSION = "24"\n',
    ...fallbacks,
  ].join('\n')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync('netlify.toml', netlifyToml())
  console.log('netlify.toml written from scripts/export/host-rules.ts')
}
