import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { exportPages, walkElements } from '#export/page-document'
import { dashboardOrigin, siteUrl } from '../support/site'
import { test } from '../support/sweep'

// The export holds together: every internal link and asset resolves, every fragment names an
// element, and every HTML file is valid HTML.

const pages = exportPages('dist')

/** Every URL a page refers to, resolved against the address it is served at. */
function references(path: string, html: string): string[] {
  const base = `${siteUrl}${path}`
  const urls: string[] = []
  const resolved = (url: string) => urls.push(new URL(url, base).href)
  walkElements(html, ({ tagName, attrs }) => {
    const attribute = (name: string) => attrs.find((each) => each.name === name)?.value
    const [href, src, srcset] = [attribute('href'), attribute('src'), attribute('srcset')]
    if (href !== undefined && (tagName === 'a' || tagName === 'link')) resolved(href)
    if (src !== undefined && ['script', 'img', 'iframe', 'source'].includes(tagName)) resolved(src)
    // The modules the loader starts after first paint (scripts/export/preloads.ts).
    if (tagName === 'script') [attribute('data-entry') ?? '', ...(attribute('data-modules') ?? '').split(/\s+/)].filter(Boolean).forEach(resolved)
    if (srcset !== undefined && (tagName === 'img' || tagName === 'source')) {
      for (const candidate of srcset.split(',')) resolved(candidate.trim().split(/\s+/)[0]!)
    }
    const meta = attribute('property') ?? attribute('name')
    if (tagName === 'meta' && (meta === 'og:image' || meta === 'twitter:image')) urls.push(attribute('content') ?? '')
  })
  return urls.filter((url) => url.startsWith(siteUrl) || url.startsWith(dashboardOrigin))
}

/** The ids of a page's elements. */
function idsOf(html: string): Set<string> {
  const ids = new Set<string>()
  walkElements(html, ({ attrs }) => {
    const id = attrs.find((each) => each.name === 'id')?.value
    if (id !== undefined) ids.add(id)
  })
  return ids
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
  const targetIds = new Map<string, Set<string>>()
  for (const { page, url } of fragments) {
    const target = url.href.slice(siteUrl.length).replace(url.hash, '') || '/'
    let ids = targetIds.get(target)
    if (!ids) targetIds.set(target, (ids = idsOf(await (await request.get(target)).text())))
    if (!ids.has(decodeURIComponent(url.hash.slice(1)))) dangling.push(`${url.href} (from ${page})`)
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
