import { expect, test } from '@playwright/experimental-ct-react'
import type { HooksConfig } from '../../../playwright/index'
import { xssVectors } from '#tooling/dashboard/xss-vectors'
import { dangerousParts } from '../../../tests/support/xss-check'
import stories from './SafeHtml.portable'

declare global {
  interface Window {
    __xssCalls: unknown[]
    __xss: (id: unknown) => void
  }
}

test('no vector of the injection corpus executes in Chromium, and none survives in the DOM', async ({ mount, page }) => {
  // The component page is already loaded: define the detector before anything is mounted.
  await page.evaluate(() => {
    window.__xssCalls = []
    window.__xss = (id) => window.__xssCalls.push(id)
  })
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const startUrl = page.url()
  await mount<HooksConfig>(<stories.XssCorpus />, { hooksConfig: { locale: 'en' } })
  // Sanitised in the browser (DOMPurify loaded on demand): every vector's block is there.
  await expect(page.locator('main section')).toHaveCount(xssVectors.length)

  // The detector works: a script the test itself runs is recorded.
  await page.evaluate(() => window.__xss('probe'))
  expect(await page.evaluate(() => window.__xssCalls)).toEqual(['probe'])

  // Bring every lazy image and handler into play, then give timers and loads time to fire.
  for (let y = 0; y < 40; y += 1) await page.mouse.wheel(0, 1200)
  await page.evaluate(() =>
    document.querySelectorAll('a, img, div').forEach((element) => element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))),
  )
  await page.waitForTimeout(1500)

  expect(await page.evaluate(() => window.__xssCalls)).toEqual(['probe'])
  expect(dialogs).toEqual([])
  expect(page.url()).toBe(startUrl)
  const html = await page.locator('main').innerHTML()
  expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(50)
  expect(dangerousParts(html)).toEqual([])
})

test('emphasis, citations and alternate voice stand upright in Arabic, emphasis in bold; English emphasis stays italic', async ({ mount, page }) => {
  const drawn = () =>
    page
      .locator('main :is(em, cite, i)')
      .evaluateAll((elements) =>
        elements.map((element) => `${element.localName} ${getComputedStyle(element).fontStyle} ${getComputedStyle(element).fontWeight}`),
      )
  const arabic = await mount<HooksConfig>(<stories.EmphasisArabic />, { hooksConfig: { locale: 'ar' } })
  await expect(page.locator('main em')).toHaveCount(2)
  // Plex Sans Arabic has no italic: an italic style would be drawn as a slanted copy of its letters.
  expect(await drawn()).toEqual(['em normal 700', 'cite normal 400', 'i normal 400', 'em normal 700'])
  await arabic.unmount()
  await mount<HooksConfig>(<stories.EmphasisEnglish />, { hooksConfig: { locale: 'en' } })
  await expect(page.locator('main em')).toHaveCount(1)
  expect(await drawn()).toEqual(['em italic 400', 'cite italic 400'])
})
