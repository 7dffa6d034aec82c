/**
 * Draws the site's generated files with its own fonts and colours, in the same Chromium the
 * tests use: the social preview image (public/preview.png, 1200x630, docs/product.md "Page shell") and a
 * small real PDF for every board meeting report (public/documents/board-reports/<id>.pdf) and
 * every document the division pages link (src/content/documents.json).
 * Run after changing the brand or the reports: `npm run assets`. The files are committed, so
 * builds need no browser.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium } from 'playwright-core'
import meetings from '#src/content/board-reports.json'
import documents from '#src/content/documents.json'
import { formatDate } from '#src/i18n/dates'
import { launchOptions } from '#tooling/chromium'

/** A font file of the site's own (src/theme/fonts.css), inlined. */
const fontFile = (pkg: string, file: string) => `data:font/woff2;base64,${readFileSync(join('node_modules', pkg, 'files', file)).toString('base64')}`

const inter = fontFile('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(${inter}); }
@font-face { font-family: Plex; font-weight: 700; src: url(${fontFile('@fontsource/ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-700-normal.woff2')}); }
html, body { margin: 0; }
body { width: 1200px; height: 630px; box-sizing: border-box; padding: 80px 96px; display: flex; flex-direction: column; justify-content: space-between;
  background: linear-gradient(160deg, #083a44 0%, #0b4f5c 70%); color: #fff; font-family: Inter, sans-serif; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: 700; }
.ar { font-family: Plex, sans-serif; font-size: 40px; color: #d4e6ea; }
h1 { font-size: 64px; line-height: 1.1; margin: 0; max-width: 900px; }
p { font-size: 28px; color: #d4e6ea; margin: 0; }
</style></head><body>
<div class="brand"><svg viewBox="0 0 40 40" width="88" height="88"><rect width="40" height="40" rx="10" fill="#fff" opacity="0.14"/><path d="M17 11h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="#fff"/><path d="M8 33c6-3 18-3 24 0" stroke="#f2b84b" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>
<span>Wahat Medical</span><span class="ar" lang="ar" dir="rtl">واحات الطبية</span></div>
<h1>Pioneering medical technology across the Middle East and North Africa</h1>
<p>Medical and dental technology · Riyadh · Jeddah · Dammam</p>
</body></html>`

const browser = await chromium.launch(launchOptions)
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
await page.evaluate(() => document.fonts.ready)
await page.screenshot({ path: 'public/preview.png', type: 'png' })

const reportsDir = 'public/documents/board-reports'
mkdirSync(reportsDir, { recursive: true })
for (const { id, date } of meetings) {
  const en = formatDate(date, 'en')
  const ar = formatDate(date, 'ar')
  await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(${inter}); }
@font-face { font-family: Plex; font-weight: 700; src: url(${fontFile('@fontsource/ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-700-normal.woff2')}); }
body { font-family: Inter, sans-serif; margin: 48px; color: #1b2a31; }
h1 { color: #0b4f5c; } [lang=ar] { font-family: Plex, sans-serif; direction: rtl; }
</style></head><body>
<h1>Wahat Medical: board meeting report</h1><p>Meeting of ${en}. Reference: ${id}.</p>
<p>The decisions of this meeting were confirmed in the final board report of April 22, 2025.</p>
<h1 lang="ar">واحات الطبية: تقرير اجتماع مجلس الإدارة</h1><p lang="ar">اجتماع ${ar}.</p>
</body></html>`)
  await page.evaluate(() => document.fonts.ready)
  await page.pdf({ path: `${reportsDir}/${id}.pdf`, format: 'A4' })
}
// The division pages' catalogues, manuals and the medical presentation (src/content/documents.json).
for (const { file, title } of documents) {
  mkdirSync(dirname(join('public', file)), { recursive: true })
  await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(${inter}); }
body { font-family: Inter, sans-serif; margin: 48px; color: #1b2a31; } h1 { color: #0b4f5c; }
</style></head><body><h1>${title}</h1><p>Wahat Medical · Riyadh · Jeddah · Dammam</p>
<p>This document is distributed by Wahat Medical. Contact our team for the full technical file.</p></body></html>`)
  await page.evaluate(() => document.fonts.ready)
  await page.pdf({ path: join('public', file), format: 'A4' })
}
await browser.close()
console.log(`wrote public/preview.png (1200x630), ${meetings.length} board report PDFs and ${documents.length} documents`)
