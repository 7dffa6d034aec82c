/**
 * Serves the static export the way the production host does: files as they are, the headers
 * of its `_headers` file (scripts/headers.ts), and the fallbacks of scripts/host-rules.ts for
 * paths without a file (article shell, 404 pages).
 *   tsx scripts/serve.ts [dir]      PORT (default 4173), HOST (default 127.0.0.1)
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sirv from 'sirv'
import { headersFor, parseHeaderRules } from './headers'
import { fallbackFor } from './host-rules'

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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist'
  const host = process.env.HOST ?? '127.0.0.1'
  const port = Number(process.env.PORT ?? 4173)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid PORT: ${JSON.stringify(process.env.PORT)} is not a port number (0-65535).`)
    process.exit(1)
  }
  const server = createStaticServer(dir)
  server.listen(port, host, () => {
    console.log(`Serving ${dir}/ at http://${host}:${port}/ (Arabic: http://${host}:${port}/ar)`)
  })
}
