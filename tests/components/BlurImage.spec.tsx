import { expect, test } from '@playwright/experimental-ct-react'
import { BlurImage } from '../../src/components/BlurImage/BlurImage'
import type { HooksConfig } from '../../playwright/index'
import { expectNoAxeViolations } from '../support/axe'
import { missingPicture, picture, placeholderUri } from '../../stories/harness/pictures'

test('shows the blurred placeholder under the image, reserves its space, and lets the image paint over it', async ({ mount, page }) => {
  await mount<HooksConfig>(
    <div style={{ width: 480 }}>
      <BlurImage picture={picture} priority />
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
    <div style={{ width: 480 }}>
      <BlurImage picture={missingPicture} shape="square" />
    </div>,
  )
  const image = page.getByRole('img', { name: missingPicture.alt })
  await expect(image).toHaveAttribute('loading', 'lazy')
  await expect(image).toHaveAttribute('width', '480')
  const box = await page.locator('span').first().boundingBox()
  expect(Math.round(box?.height ?? 0)).toBe(480)
  await expect(page.locator('img[aria-hidden="true"]')).toBeVisible()
})
