import { chromium } from 'playwright-core'
import { launchOptions } from '../tests/support/chromium'
const base = `http://127.0.0.1:${process.env.PORT}`
const pages = (process.argv[2] ?? '/,/products,/news,/education-events,/news/1,/find-us,/ar/products').split(',')
const browser = await chromium.launch(launchOptions)
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: w < 800 ? 3 : 1 })
  for (const path of pages) {
    const page = await context.newPage()
    const bytes: Record<string, number> = {}
    page.on('response', async (r) => { if (r.request().resourceType() === 'image' && !r.url().startsWith('data:')) { try { bytes[r.url().replace(base, '')] = (await r.body()).length } catch {} } })
    await page.addInitScript(() => { new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lcp = e }).observe({ type: 'largest-contentful-paint', buffered: true }) })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const lcp = await page.evaluate(() => { const e = (window as any).__lcp; const el = e?.element as Element | undefined; return { tag: el?.tagName, url: e?.url?.replace(location.origin, ''), size: e?.size, cls: el?.className?.toString().slice(0, 30), text: el?.textContent?.slice(0, 40) } })
    console.log(w, path, JSON.stringify(lcp), 'images:', JSON.stringify(bytes))
    await page.close()
  }
  await context.close()
}
await browser.close()
