/**
 * The files a static host needs beside the pages, written after vite-react-ssg has written every
 * page: `_redirects`, `sitemap.xml`, `robots.txt`, and last `_headers`, whose policy hashes the
 * inline scripts of the final HTML.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppConfig } from '#src/config'
import { contentSecurityPolicy, formatHeaderRules, headerRules, inlineScriptHashes } from './headers'
import { redirectsFile } from './host-rules'
import { exportPages, readPage } from '#tooling/page-document'
import { robotsTxt, sitemapEntry, sitemapXml, type SitemapEntry } from './sitemap'

export function finishExport(outDir: string, config: AppConfig): void {
  const pages = exportPages(outDir)
  // Vite's manifests name source paths and are read only while the pages render.
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  writeFileSync(join(outDir, '_redirects'), redirectsFile())

  const hashes = new Set<string>()
  const entries: SitemapEntry[] = []
  for (const page of pages) {
    const document = readPage(readFileSync(page.file, 'utf8'))
    for (const hash of inlineScriptHashes(document)) hashes.add(hash)
    const entry = sitemapEntry(document)
    if (entry) entries.push(entry)
  }
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(entries))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(config.siteUrl))

  const csp = contentSecurityPolicy(config, hashes)
  writeFileSync(
    join(outDir, '_headers'),
    formatHeaderRules(
      headerRules(
        csp,
        pages.map((page) => page.path),
      ),
    ),
  )
  console.log(`Host files: ${entries.length} URLs in sitemap.xml; _headers allows ${hashes.size} inline script hashes.`)
}
