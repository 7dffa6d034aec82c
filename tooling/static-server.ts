/**
 * Serves the static export the way the production host does: files as they are, the headers
 * of its `_headers` file (scripts/build/headers.ts), and the fallbacks of
 * scripts/build/host-rules.ts for paths without a file (article shell, 404 pages).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join, resolve } from 'node:path'
import sirv from 'sirv'
import { headersFor, parseHeaderRules } from '../scripts/build/headers'
import { fallbackFor } from '../scripts/build/host-rules'

export function createStaticServer(dir: string): Server {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No site in ${root}: run "npm run build" first.`)
  }
  // `gzip`: a file's precompressed copy (`x.gz`), when there is one, goes to clients that accept
  // gzip, as production hosts compress text; the benchmark writes them before Lighthouse.
  const files = sirv(root, { extensions: ['html'], etag: true, dotfiles: false, gzip: true })
  const headersFile = join(root, '_headers')
  const headerRules = existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : []
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) res.setHeader(name, value)
    files(req, res, () => {
      const fallback = fallbackFor(pathname)
      if (fallback.status === 301) {
        res.writeHead(301, { Location: fallback.file })
        return void res.end()
      }
      res.statusCode = fallback.status
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(readFileSync(join(root, fallback.file)))
    })
  })
  // Longer than clients' idle connection reuse, so a reused connection is never closed under a
  // request in flight ("socket hang up").
  server.keepAliveTimeout = 65_000
  return server
}
