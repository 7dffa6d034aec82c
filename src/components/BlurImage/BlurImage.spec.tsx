import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/experimental-ct-react'
import sharp from 'sharp'
import stories from './BlurImage.portable'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { builtPicture, missingPicture, picture, placeholderUri } from '../../../stories/fixtures/pictures'

test('shows the blurred placeholder under the image, reserves its space, and lets the image paint over it', async ({ mount, page }) => {
  await mount<HooksConfig>(
    <div style={{ inlineSize: 480 }}>
      <stories.Loaded priority />
    </div>,
  )
  const [placeholder, image] = await page.locator('img').all()
  await expect(placeholder!).toHaveAttribute('src', placeholderUri)
  await expect(placeholder!).toHaveAttribute('alt', '')
  await expect(placeholder!).toHaveAttribute('aria-hidden', 'true')
  await expect(image!).toHaveAttribute('alt', picture.alt)
  await expect(image!).toHaveAttribute('width', '960')
  await expect(image!).toHaveAttribute('height', '600')
  await expect(image!).toHaveAttribute('loading', 'eager')
  // 16:10 frame before and after the image arrives: nothing shifts.
  const box = await page.locator('span').first().boundingBox()
  expect(Math.round(box?.height ?? 0)).toBe(300)
  await expect.poll(() => image!.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0)
  const imageBox = await image!.boundingBox()
  expect(imageBox).toEqual(box)
  await expectNoAxeViolations(page, { wholePage: false })
})

test('loads lazily below the fold, and the placeholder stays when the image cannot load', async ({ mount, page }) => {
  await mount<HooksConfig>(
    <div style={{ inlineSize: 480 }}>
      <stories.PlaceholderOnly shape="square" />
    </div>,
  )
  const image = page.getByRole('img', { name: missingPicture.alt })
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('width', '480')
  const box = await page.locator('span').first().boundingBox()
  expect(Math.round(box?.height ?? 0)).toBe(480)
  await expect(page.locator('img[aria-hidden="true"]')).toBeVisible()
})

test('a built image offers AVIF and WebP at its widths, and Chromium takes the AVIF the drawn width needs', async ({ mount, page }) => {
  // The files a build writes, made here from a real photo at the widths the picture claims.
  const photo = readFileSync('public/placeholder.jpg')
  await page.route('**/_img/**', async (route) => {
    const [, width, format] = /-(\d+)\.(avif|webp|jpg)$/.exec(new URL(route.request().url()).pathname) ?? []
    const resized = sharp(photo).resize({ width: Number(width) })
    const body = await (format === 'avif' ? resized.avif() : format === 'webp' ? resized.webp() : resized.jpeg()).toBuffer()
    await route.fulfill({ body, contentType: `image/${format === 'jpg' ? 'jpeg' : format}` })
  })
  await mount<HooksConfig>(
    <div style={{ inlineSize: 352 }}>
      <stories.Loaded picture={builtPicture} priority />
    </div>,
  )
  const sources = page.locator('picture > source')
  await expect(sources).toHaveCount(2)
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif')
  await expect(sources.nth(0)).toHaveAttribute('srcset', '/_img/sample-320.avif 320w, /_img/sample-640.avif 640w, /_img/sample-960.avif 960w')
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp')
  await expect(sources.nth(1)).toHaveAttribute('srcset', '/_img/sample-320.webp 320w, /_img/sample-640.webp 640w, /_img/sample-960.webp 960w')
  const image = page.getByRole('img', { name: builtPicture.alt })
  await expect(image).toHaveAttribute('src', '/_img/sample-960.jpg')
  await expect(image).toHaveAttribute('width', '960')
  await expect(image).toHaveAttribute('height', '600')
  await expect(image).toHaveAttribute('loading', 'eager')
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  // 1280 px viewport: a card is drawn 22rem (352 px) wide, so at 1x the 640 px file is the smallest that fills it.
  // The file is encoded on request (sharp's AVIF): on a busy shared machine that takes seconds.
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc), { timeout: 30_000 })
    .toMatch(/\/_img\/sample-640\.avif$/)
  // The browser sizes a srcset image by `sizes`: its natural width is the 352 px it is drawn at.
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(352)
  // The picture element changes nothing in the frame: the image covers it exactly.
  expect(await image.boundingBox()).toEqual(await page.locator('span').first().boundingBox())
  await expectNoAxeViolations(page, { wholePage: false })
})
