/**
 * What a static host must do beyond serving files, in one place: written to dist/_redirects
 * (Netlify and Cloudflare Pages syntax) and applied by scripts/serve.ts, so `npm start` and the
 * tests behave like the host.
 *  - An article that is not in the build (published later) gets its section's shell page,
 *    which loads it from the dashboard in the browser.
 *  - Any other unknown path gets the 404 page of its language, with status 404.
 */

/** Pre-rendered in each language as 404.html and ar/404.html. */
export const NOT_FOUND_PATH = '/404'

/** Old or alternative addresses: each answers a permanent redirect, in both languages. */
export const aliases: Record<string, string> = { '/media-center': '/news' }

/** Must match SHELL_ID in src/pages/articles/articleData.ts. */
const SHELL = '_shell'
const articleSections = ['news', 'education-events']

interface Rule {
  from: string
  pattern: RegExp
  to: string
  status: 200 | 301 | 404
}

const rules: Rule[] = [
  ...['/ar', ''].flatMap((prefix) =>
    Object.entries(aliases).map(([from, to]) => ({
      from: `${prefix}${from}`,
      pattern: new RegExp(`^${prefix}${from}/?$`),
      to: `${prefix}${to}`,
      status: 301 as const,
    })),
  ),
  ...['/ar', ''].flatMap((prefix) =>
    articleSections.map((section) => ({
      from: `${prefix}/${section}/*`,
      pattern: new RegExp(`^${prefix}/${section}/[^/]+/?$`),
      to: `${prefix}/${section}/${SHELL}.html`,
      status: 200 as const,
    })),
  ),
  { from: '/ar/*', pattern: /^\/ar(\/|$)/, to: '/ar/404.html', status: 404 },
  { from: '/*', pattern: /^\//, to: '/404.html', status: 404 },
]

/** The page (or, for 301, the address) and status a host answers for a path that has no file. */
export function fallbackFor(pathname: string): { file: string; status: 200 | 301 | 404 } {
  const rule = rules.find(({ pattern }) => pattern.test(pathname)) ?? rules[rules.length - 1]!
  return { file: rule.to, status: rule.status }
}

export function hostRules(): string {
  // Rules without "!" apply only when no file matches, so pages and assets are served as usual.
  return `${rules.map(({ from, to, status }) => `${from}  ${to}  ${status}`).join('\n')}\n`
}
