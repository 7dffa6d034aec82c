import { expect } from '@playwright/test'
import { leaveLastPage, test } from '../support/sweep'

// Images as the export serves them: every photo of a pre-rendered page comes from the build's
// own files (AVIF and WebP at the widths the layout uses, each as wide as its srcset says),
// cached for good; each page's largest paint, when it is an image, is asked for first. The pages
// whose files are read are visited one after another in one tab a worker (tests/support/sweep.ts).

interface Built {
  alt: string
  src: string
  width: number
  height: number
  sources: Array<{ type: string; srcset: string; sizes: string }>
}

/**
 * Every photo of the page framed over its blurred stand-in, with its <picture>. Not the SVG
 * illustrations, nor the images inside an article's body (the dashboard's HTML, sanitised, with
 * no stand-in: the test after the loop).
 */
const photos = (page: import('@playwright/test').Page) =>
  page.locator('img:not([aria-hidden="true"])').evaluateAll((images) =>
    images
      .filter((image) => image.closest('span')?.querySelector(':scope > img[aria-hidden="true"]'))
      .map((image) => ({
        alt: image.getAttribute('alt') ?? '',
        src: image.getAttribute('src') ?? '',
        width: Number(image.getAttribute('width')),
        height: Number(image.getAttribute('height')),
        sources:
          image.parentElement?.tagName === 'PICTURE'
            ? [...image.parentElement.querySelectorAll('source')].map((source) => ({
                type: source.type,
                srcset: source.srcset,
                sizes: source.sizes,
              }))
            : [],
      })),
  )

const candidates = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    return { url, width: Number(descriptor.replace(/w$/, '')) }
  })

for (const path of ['/', '/products', '/ar/education-events', '/news/1', '/find-us']) {
  test(`${path}: every photo in AVIF and WebP from the export, each file as wide as its srcset says`, async ({ tab: page, request }) => {
    await leaveLastPage(page)
    await page.goto(path)
    const built: Built[] = await photos(page)
    expect(built.length).toBeGreaterThan(0)
    for (const image of built) {
      expect(
        image.sources.map((source) => source.type),
        image.alt,
      ).toEqual(['image/avif', 'image/webp'])
      expect(image.src, image.alt).toMatch(/^\/_img\/[\w-]+-\d+\.(jpg|png)$/)
      for (const source of image.sources) {
        expect(source.sizes).not.toBe('')
        for (const { url, width } of candidates(source.srcset)) {
          const response = await request.get(url)
          expect(response.status(), url).toBe(200)
          expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
          expect(response.headers()['content-type']).toBe(source.type)
          // Decoded by Chromium: the file is as wide as its descriptor, in the image's proportions.
          const size = await page.evaluate(async (file) => {
            const bitmap = await createImageBitmap(await (await fetch(file)).blob())
            return { width: bitmap.width, height: bitmap.height }
          }, url)
          expect(size.width, url).toBe(width)
          expect(Math.abs(size.height - (width * image.height) / image.width), url).toBeLessThanOrEqual(1)
        }
      }
    }
  })
}

for (const path of ['/news/1', '/ar/education-events/1']) {
  test(`${path}: the images inside the article's body are the build's files too, in AVIF and WebP, lazy`, async ({ tab: page, request }) => {
    await leaveLastPage(page)
    await page.goto(path)
    // The body's images: not the hero, which is framed over its stand-in in a span.
    const images = await page.locator('main article img').evaluateAll((found) =>
      found
        .filter((image) => !image.closest('span'))
        .map((image) => ({
          src: image.getAttribute('src') ?? '',
          loading: image.getAttribute('loading'),
          width: Number(image.getAttribute('width')),
          types: [...(image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : [])].map((source) => source.type),
          srcsets: [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset),
        })),
    )
    expect(images.length, 'the fixture article has an inline image').toBeGreaterThan(0)
    for (const image of images) {
      expect(image.src).toMatch(/^\/_img\/[\w-]+-\d+\.(jpg|png)$/)
      expect(image.types).toEqual(['image/avif', 'image/webp'])
      expect(image.loading).toBe('lazy')
      expect(image.width).toBeGreaterThan(0)
      for (const srcset of image.srcsets) for (const { url } of candidates(srcset)) expect((await request.get(url)).status(), url).toBe(200)
    }
    // Nothing of the body is fetched from the dashboard.
    expect(await page.locator('main article [src*="/images/"]').count()).toBe(0)
  })
}

test.describe('the largest paint of a phone view', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 })

  for (const [path, lcpIsImage] of [
    ['/products', true],
    ['/ar/products', true],
    ['/education-events', true],
    ['/news/1', true],
    ['/', false],
    ['/news', false],
  ] as const) {
    test(`${path}: ${lcpIsImage ? 'its LCP image alone is eager with fetchpriority=high, in AVIF' : 'text; every image lazy'}`, async ({ page }) => {
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            (window as unknown as { lcp: Element | null }).lcp = (entry as unknown as { element: Element | null }).element
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      const urgent = page.locator('img[fetchpriority="high"]')
      await expect(urgent).toHaveCount(lcpIsImage ? 1 : 0)
      await expect(page.locator('img[loading="eager"]')).toHaveCount(lcpIsImage ? 1 : 0)
      const lcp = await page.waitForFunction(() => {
        const element = (window as unknown as { lcp?: Element | null }).lcp
        return element
          ? { tag: element.tagName, priority: element.getAttribute('fetchpriority'), src: (element as HTMLImageElement).currentSrc ?? '' }
          : null
      })
      const found = await lcp.jsonValue()
      if (lcpIsImage) {
        expect(found).toMatchObject({ tag: 'IMG', priority: 'high' })
        // 3x phone: the 960 px file for a card or banner about 342 px wide.
        expect(found?.src).toMatch(/\/_img\/[\w-]+-960\.avif$/)
      } else {
        expect(found?.tag).not.toBe('IMG')
      }
    })
  }
})
