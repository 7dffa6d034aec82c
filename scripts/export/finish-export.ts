/**
 * The files a static host needs beside the pages, written after vite-react-ssg has written every
 * page: `_redirects`, `sitemap.xml`, `robots.txt`, the search index of the pages the sitemap lists
 * (`/pagefind/`), and last `_headers`, whose policy allows by their hashes the inline scripts the
 * build writes (./own-scripts.ts) and whose caching rules name the index's files. A page holding
 * any other inline script stops the build first, naming the page.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppConfig } from '#src/config'
import { contentSecurityPolicy, formatHeaderRules, headerRules, inlineScripts, scriptHash } from './headers'
import { ownInlineScripts, strangeScriptsError } from './own-scripts'
import { redirectsFile } from './host-rules'
import { exportPages, readPage } from './page-document'
import { SEARCH_INDEX_DIR, searchIndexSizes, writeSearchIndex, type IndexedPage } from './search-index'
import { robotsTxt, sitemapEntry, sitemapXml, type SitemapEntry } from './sitemap'

export async function finishExport(outDir: string, config: AppConfig): Promise<void> {
  const pages = exportPages(outDir)
  // Vite's manifests name source paths and are read only while the pages render.
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  writeFileSync(join(outDir, '_redirects'), redirectsFile())

  const own = ownInlineScripts(outDir)
  const scripts: Array<{ path: string; scripts: string[] }> = []
  const entries: SitemapEntry[] = []
  const indexable: IndexedPage[] = []
  for (const page of pages) {
    const document = readPage(readFileSync(page.file, 'utf8'))
    scripts.push({ path: page.path, scripts: inlineScripts(document) })
    const entry = sitemapEntry(document)
    if (entry) {
      entries.push(entry)
      indexable.push(page)
    }
  }
  const strangers = strangeScriptsError(scripts, own)
  if (strangers) throw strangers
  const hashes = new Set(scripts.flatMap((page) => page.scripts).map(scriptHash))
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
