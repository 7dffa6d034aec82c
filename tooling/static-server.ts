/**
 * Serves the static export the way the production host does: files as they are, the headers
 * of its `_headers` file (scripts/export/headers.ts), and the fallbacks of
 * scripts/export/host-rules.ts for paths without a file (article shell, 404 pages).
 *
 * A small handler over node:fs rather than a static-file library: what it must do beyond reading
 * a file (the host's fallbacks, its headers, never the host files) is most of it, and the
 * libraries' own range and path handling is what let one request stop the server (decision 0036).
 * Every request gets an answer and none can stop it: a request target that is no URL or has a
 * malformed escape is 400; a method other than GET and HEAD is 405; a Range header follows
 * RFC 9110 section 14 (ignored when it is no single byte range, 416 when it is invalid or cannot be
 * satisfied); nothing outside
 * the export is read, symbolic links included, and neither are dot files nor the host files.
 */
import { createReadStream, existsSync, readFileSync, type Stats } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join, resolve, sep } from 'node:path'
import { lookup } from 'mrmime'
import { headersFor, parseHeaderRules } from '../scripts/export/headers'
import { fallbackFor } from '../scripts/export/host-rules'

/** Files the host reads and never serves (Netlify and Cloudflare Pages alike). */
const HOST_FILES = new Set(['_headers', '_redirects'])

class BadRequest extends Error {}

/** The path of the request target: origin-form (`/a/b`) or absolute-form (`http://host/a/b`, RFC 9112 section 3.2.2). */
function requestPath(target: string): string {
  if (target.startsWith('/')) return target.split(/[?#]/, 1)[0]!
  let url: URL
  try {
    url = new URL(target)
  } catch {
    throw new BadRequest(`not a URL: ${target}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRequest(`not an http URL: ${target}`)
  return url.pathname
}

/**
 * The file segments of a path, decoded, or null when the path cannot name a file of the export
 * (an escaped slash, a dot segment, a dot file): such a path gets the host's fallback, as any
 * other path without a file.
 */
function fileSegments(pathname: string): string[] | null {
  const segments = pathname.split('/').filter(Boolean)
  const decoded: string[] = []
  for (const segment of segments) {
    let name: string
    try {
      name = decodeURIComponent(segment)
    } catch {
      throw new BadRequest(`malformed escape in ${pathname}`)
    }
    if (name.startsWith('.') || /[/\\\0]/.test(name)) return null
    decoded.push(name)
  }
  if (decoded.length === 1 && HOST_FILES.has(decoded[0]!)) return null
  return decoded
}

interface Found {
  path: string
  stats: Stats
}

export function createStaticServer(dir: string): Server {
  const root = resolve(dir)
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No site in ${root}: run "npm run build" first.`)
  }
  const headersFile = join(root, '_headers')
  const headerRules = existsSync(headersFile) ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : []
  const realRoot = realpath(root)

  /** A regular file inside the export, its real path included: a symbolic link out of it is no file. */
  async function regularFile(path: string): Promise<Found | null> {
    try {
      const real = await realpath(path)
      const base = await realRoot
      if (real !== base && !real.startsWith(base + sep)) return null
      const stats = await stat(real)
      return stats.isFile() ? { path: real, stats } : null
    } catch {
      return null
    }
  }

  /** The file a path names: `x`, `x.html` or `x/index.html`, as the hosts look them up; a trailing slash changes nothing. */
  async function findFile(segments: string[]): Promise<Found | null> {
    const base = join(root, ...segments)
    const candidates = segments.length === 0 ? [join(root, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')]
    for (const candidate of candidates) {
      const found = await regularFile(candidate)
      if (found) return found
    }
    return null
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: Found, status: number): Promise<void> {
    res.setHeader('Content-Type', contentType(file.path))
    // A file's precompressed copy (`x.gz`), when there is one, goes to clients that accept gzip,
    // as production hosts compress text; the benchmark writes them before Lighthouse.
    let body = file
    const gzipped = await regularFile(`${file.path}.gz`)
    if (gzipped) {
      res.setHeader('Vary', 'Accept-Encoding')
      if (acceptsGzip(req.headers['accept-encoding'])) {
        body = gzipped
        res.setHeader('Content-Encoding', 'gzip')
      }
    }
    const size = body.stats.size
    res.setHeader('Accept-Ranges', 'bytes')
    if (status === 200) {
      // Strong: a new build rewrites the file (new time) and the compressed copy is its own representation.
      const etag = `"${size.toString(16)}-${Math.floor(body.stats.mtimeMs).toString(16)}${body === file ? '' : '-gz'}"`
      res.setHeader('ETag', etag)
      res.setHeader('Last-Modified', body.stats.mtime.toUTCString())
      if (notModified(req.headers['if-none-match'], etag)) {
        res.statusCode = 304
        return void res.end()
      }
      const range = req.method === 'GET' && ifRangeHolds(req.headers['if-range'], etag) ? byteRange(req.headers.range, size) : null
      if (range === 'unsatisfiable') {
        res.statusCode = 416
        res.setHeader('Content-Range', `bytes */${size}`)
        return void res.end()
      }
      if (range) {
        res.statusCode = 206
        res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        res.setHeader('Content-Length', range.end - range.start + 1)
        return stream(req, res, body.path, range)
      }
    }
    res.statusCode = status
    res.setHeader('Content-Length', size)
    return stream(req, res, body.path, size === 0 ? null : { start: 0, end: size - 1 })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Only GET and HEAD.\n')
    }
    let pathname: string
    let segments: string[] | null
    try {
      pathname = requestPath(req.url ?? '/')
      segments = fileSegments(pathname)
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Bad request.\n')
    }
    for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) res.setHeader(name, value)
    const file = segments && (await findFile(segments))
    if (file) return send(req, res, file, 200)
    const fallback = fallbackFor(pathname)
    if (fallback.status === 301) {
      res.writeHead(301, { Location: fallback.file })
      return void res.end()
    }
    const page = await regularFile(join(root, fallback.file))
    if (!page) throw new Error(`The fallback ${fallback.file} is not in ${root}`)
    return send(req, res, page, fallback.status)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`static server: ${req.method} ${req.url}:`, error)
      if (res.headersSent) return void res.destroy()
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal error.\n')
    })
  })
  // Longer than clients' idle connection reuse, so a reused connection is never closed under a
  // request in flight ("socket hang up").
  server.keepAliveTimeout = 65_000
  return server
}

function contentType(path: string): string {
  const type = lookup(path) ?? 'application/octet-stream'
  return /^(text\/|application\/(javascript|json|xml|.*\+xml|.*\+json|manifest\+json))/.test(type) ? `${type}; charset=utf-8` : type
}

function acceptsGzip(header: string | undefined): boolean {
  return !!header && header.split(',').some((coding) => /^\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*$)[\d.]+\s*)?$/i.test(coding))
}

/** RFC 9110 section 13.1.2: a weak comparison against each listed tag, or `*`. */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/** RFC 9110 section 13.1.5: a Range applies only if If-Range names the current (strong) tag; a date is not compared. */
function ifRangeHolds(header: string | string[] | undefined, etag: string): boolean {
  return header === undefined || (typeof header === 'string' && header.trim() === etag)
}

/**
 * RFC 9110 section 14.1-14.2 for one representation of `size` bytes: null when the header is to
 * be ignored (absent, another unit, not a byte range at all, or several ranges, which a server
 * may answer whole); 'unsatisfiable' when no byte is in range, and when the one byte range is
 * invalid (its last before its first) or names a position past 2^53 that no file here reaches
 * and a number cannot hold exactly: section 14.2 lets a server reject an invalid range, and a
 * 416 tells the client what a silently whole answer would not; else the inclusive range, its end
 * clipped to the last byte.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header.trim())
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  const exact = (digits: string) => digits === '' || BigInt(digits) <= BigInt(Number.MAX_SAFE_INTEGER)
  if (!exact(first) || !exact(last)) return 'unsatisfiable'
  if (first === '') {
    // A suffix: the last N bytes (all of them when N exceeds the size); N = 0 selects nothing.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - Math.min(length, size)), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return 'unsatisfiable'
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return { start, end }
}

function stream(req: IncomingMessage, res: ServerResponse, path: string, range: { start: number; end: number } | null): void {
  if (req.method === 'HEAD' || range === null) return void res.end()
  const file = createReadStream(path, range)
  file.on('error', () => res.destroy())
  file.pipe(res)
}
