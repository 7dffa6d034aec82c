import type { Page } from '@playwright/test'
import { DEFAULT_SITE_URL } from '#src/config'
import { hydrated } from '#tooling/first-tap'
import { testedExportDir } from '#tooling/stack'

/** The route table of docs/product.md "Screens": fifteen screens, each served in English and under /ar. */
export const screens = [
  '/',
  '/about-us',
  '/team',
  '/news',
  '/education-events',
  '/divisions',
  '/dental-division',
  '/medical-division',
  '/orthodontic-division',
  '/surgical-division',
  '/contact-us',
  '/products',
  '/find-us',
  '/book-a-meeting',
  '/initial-public-offering',
] as const

export const languages = [
  { locale: 'en', dir: 'ltr', prefix: '', siteName: 'Wahat Medical' },
  { locale: 'ar', dir: 'rtl', prefix: '/ar', siteName: 'واحات الطبية' },
] as const

export function pathIn(prefix: string, screen: string): string {
  if (!prefix) return screen
  return screen === '/' ? prefix : `${prefix}${screen}`
}

export const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '') ?? DEFAULT_SITE_URL

/** The export under test: `npm run build` writes dist/; `npm run audit:a11y -- other-dir` audits another. */
export const exportDir = testedExportDir()

/** The fixture dashboard the export under test was built against (`npm start` starts it on DASHBOARD_PORT and keeps it running). */
export const dashboardOrigin = `http://127.0.0.1:${process.env.DASHBOARD_PORT ?? 4010}`

/**
 * The page has settled where it is: React has hydrated it (src/layout/Page/ready.ts) and nothing
 * more is loading. An idle network alone is not enough: on a busy machine it comes while the
 * app's scripts are still running, and a click then meets the HTML, not the app.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page, 30_000)
  await page.waitForLoadState('networkidle')
}

/** Opens an address as a visitor would (typed, or a link from elsewhere) and waits until it has settled. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await settled(page)
}

/** A page told apart by its canonical link, or (the shells and 404 pages are noindex) its language, title and h1. */
export function pageOf(html: string): string {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
  return canonical ?? `${/<html lang="(\w+)"/.exec(html)?.[1]} "${title}" "${heading}"`
}
