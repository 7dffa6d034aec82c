/**
 * The files a static host needs beside the pages, written after vite-react-ssg has written every
 * page: `_redirects`, `sitemap.xml`, `robots.txt`, the search index of the pages the sitemap lists
 * (`/pagefind/`), and last `_headers`, whose policy hashes the inline scripts of the final HTML
 * and whose caching rules name the index's files.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppConfig } from '#src/config'
import { contentSecurityPolicy, formatHeaderRules, headerRules, inlineScriptHashes } from './headers'
import { redirectsFile } from './host-rules'
import { exportPages, readPage } from './page-document'
import { SEARCH_INDEX_DIR, searchIndexSizes, writeSearchIndex, type IndexedPage } from './search-index'
import { robotsTxt, sitemapEntry, sitemapXml, type SitemapEntry } from './sitemap'

export async function finishExport(outDir: string, config: AppConfig): Promise<void> {
  const pages = exportPages(outDir)
  // Vite's manifests name source paths and are read only while the pages render.
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  writeFileSync(join(outDir, '_redirects'), redirectsFile())

  const hashes = new Set<string>()
  const entries: SitemapEntry[] = []
  const indexable: IndexedPage[] = []
  for (const page of pages) {
    const document = readPage(readFileSync(page.file, 'utf8'))
    for (const hash of inlineScriptHashes(document)) hashes.add(hash)
    const entry = sitemapEntry(document)
    if (entry) {
      entries.push(entry)
      indexable.push(page)
    }
  }
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(entries))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(config.siteUrl))

  const search = await writeSearchIndex(outDir, indexable)
  const sizes = searchIndexSizes(outDir)
  console.log(
    `Search index: ${Object.entries(search.languages)
      .map(([language, count]) => `${count} pages in ${language} (${((sizes[language]?.index ?? 0) / 1024).toFixed(1)} KB)`)
      .join(', ')}`,
  )
  const searchFiles = readdirSync(join(outDir, SEARCH_INDEX_DIR), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${SEARCH_INDEX_DIR}/${entry.name}`)

  const csp = contentSecurityPolicy(config, hashes)
  writeFileSync(
    join(outDir, '_headers'),
    formatHeaderRules(
      headerRules(
        csp,
        pages.map((page) => page.path),
        searchFiles,
      ),
    ),
  )
  console.log(`Host files: ${entries.length} URLs in sitemap.xml; _headers allows ${hashes.size} inline script hashes.`)
}
