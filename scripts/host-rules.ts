/**
 * What a static host must do beyond serving files: answer unknown paths with the 404 page of
 * the right language and status 404. Written to dist/_redirects (Netlify and Cloudflare Pages
 * syntax) and applied by scripts/serve.ts, so `npm start` behaves like the host.
 */
/** Pre-rendered in each language as 404.html and ar/404.html. */
export const NOT_FOUND_PATH = '/404'

/** The 404 page for a request path: Arabic under /ar, English elsewhere. */
export function notFoundPageFor(pathname: string): string {
  return /^\/ar(\/|$)/.test(pathname) ? '/ar/404.html' : '/404.html'
}

export function hostRules(): string {
  // Rules without "!" apply only when no file matches, so pages and assets are served as usual.
  return ['/ar/*  /ar/404.html  404', '/*  /404.html  404', ''].join('\n')
}
