import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { JSDOM } from 'jsdom'
import { exportPages } from '#tooling/page-document'
import { dashboardOrigin, siteUrl } from '../support/site'

// The export holds together: every internal link and asset resolves, every fragment names an
// element, and every HTML file is valid HTML.

const pages = exportPages('dist')

/** Every URL a page refers to, resolved against the address it is served at. */
function references(path: string, html: string): string[] {
  const { document } = new JSDOM(html, { url: `${siteUrl}${path}` }).window
  const urls = [
    ...[...document.querySelectorAll('a[href], link[href]')].map((element) => (element as HTMLAnchorElement).href),
    ...[...document.querySelectorAll('script[src], img[src], iframe[src], source[src]')].map((element) => (element as HTMLImageElement).src),
    // The modules the loader starts after first paint (scripts/build/preloads.ts).
    ...[...document.querySelectorAll('script[data-entry]')].flatMap((element) =>
      [element.getAttribute('data-entry')!, ...(element.getAttribute('data-modules') ?? '').split(/\s+/)]
        .filter(Boolean)
        .map((url) => new URL(url, document.baseURI).href),
    ),
    ...[...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((element) =>
      element
        .getAttribute('srcset')!
        .split(',')
        .map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, document.baseURI).href),
    ),
    ...[...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map((element) => element.getAttribute('content')!),
  ]
  return urls.filter((url) => url.startsWith(siteUrl) || url.startsWith(dashboardOrigin))
}

test('every internal link and asset of every page resolves, and every #fragment names an element', async ({ request }) => {
  test.setTimeout(180_000)
  const targets = new Map<string, string>() // URL → the first page referring to it
  const fragments: Array<{ page: string; url: URL }> = []
  for (const { path, file } of pages) {
    for (const reference of references(path, readFileSync(file, 'utf8'))) {
      const url = new URL(reference)
      if (url.hash) fragments.push({ page: path, url: new URL(url) })
      url.hash = ''
      if (!targets.has(url.href)) targets.set(url.href, path)
    }
  }
  // Pages, assets, documents, the dashboard's images: more than a token sample.
  expect(targets.size).toBeGreaterThan(150)

  const broken: string[] = []
  for (const [url, page] of targets) {
    const local = url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : url
    const response = await request.get(local, { maxRedirects: 2 })
    if (response.status() !== 200) broken.push(`${url} (from ${page}): ${response.status()}`)
  }
  expect(broken).toEqual([])

  const dangling: string[] = []
  for (const { page, url } of fragments) {
    const target = url.href.slice(siteUrl.length).replace(url.hash, '') || '/'
    const html = await (await request.get(target)).text()
    const id = decodeURIComponent(url.hash.slice(1))
    if (!new JSDOM(html).window.document.getElementById(id)) dangling.push(`${url.href} (from ${page})`)
  }
  expect(fragments.length).toBeGreaterThan(0)
  expect(dangling).toEqual([])
})

test('every HTML file of the export is valid HTML', async () => {
  test.setTimeout(120_000)
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // The serialiser of the pre-renderer writes `crossorigin=""` and React writes `inert=""`:
      // both valid HTML, only not the rule's preferred spelling.
      'attribute-empty-style': 'off',
      'attribute-boolean-style': 'off',
      'no-trailing-whitespace': 'off',
      // Per-word delays of the section-title reveal are the one inline style.
      'no-inline-style': 'off',
      // React's useId ids start with "_": valid in HTML5, which allows any id without spaces.
      'valid-id': ['error', { relaxed: true }],
      // Named lists (footer and drawer navigation) are allowed by ARIA.
      'aria-label-misuse': ['error', { allowAnyNamable: true }],
      // Article titles are the dashboard's headlines; their length is the editors' call.
      'long-title': 'off',
    },
  })
  expect(pages.length).toBeGreaterThanOrEqual(68)
  const errors: string[] = []
  for (const { path, file } of pages) {
    const report = await validator.validateFile(file)
    for (const message of report.results.flatMap((result) => result.messages)) {
      errors.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`)
    }
  }
  expect(errors).toEqual([])
})

test('the validator sees a broken page', async () => {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] })
  const report = await validator.validateString(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><p><div></div></p><img src="a.png"></body></html>',
  )
  expect(report.valid).toBe(false)
  expect(report.results[0]?.messages.map((message) => message.ruleId)).toEqual(expect.arrayContaining(['wcag/h37']))
})
