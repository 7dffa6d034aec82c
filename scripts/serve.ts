/**
 * `npm run serve [-- dir]`: an export served the way the production host serves it: `dir`, else
 * SITE_OUT_DIR, else dist/ (where the build writes it). PORT (default 4173), HOST (default 127.0.0.1).
 */
import { envPort } from '#export/env-port'
import { serveExport } from '#tooling/stack'

const dir = process.argv[2] ?? process.env.SITE_OUT_DIR ?? 'dist'
try {
  const site = await serveExport(dir, envPort('PORT', 4173), process.env.HOST ?? '127.0.0.1')
  console.log(`Serving ${dir}/ at ${site.url}/ (Arabic: ${site.url}/ar)`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
