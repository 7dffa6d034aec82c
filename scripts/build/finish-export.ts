/**
 * The files a static host needs beside the pages, written after vite-react-ssg has written every
 * page: `_redirects`, `sitemap.xml`, `robots.txt`, and last `_headers`, whose policy hashes the
 * inline scripts of the final HTML.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { AppConfig } from '../../src/config'
import { contentSecurityPolicy, formatHeaderRules, headerRules, inlineScriptHashes } from './headers'
import { redirectsFile } from './host-rules'
import { readPage } from './page-document'
import { robotsTxt, sitemapEntry, sitemapXml, type SitemapEntry } from './sitemap'

interface ExportPage {
  /** The URL path the host serves it at: index.html → `/`, ar/news/3.html → `/ar/news/3`. */
  path: string
  file: string
}

export function exportPages(outDir: string): ExportPage[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(path)
      return entry.name.endsWith('.html') ? [path] : []
    })
  return walk(outDir)
    .map((file) => {
      const path = `/${relative(outDir, file)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '')}`
      return { path: path === '/index' ? '/' : path, file }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

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
