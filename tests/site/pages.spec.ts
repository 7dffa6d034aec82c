import { expect, test, type ConsoleMessage } from '@playwright/test'
import { latinWordsOfCatalogue, translate } from '../../scripts/support/catalog'
import { languages, pathIn, screens, siteUrl } from '../support/site'

// Latin words allowed on Arabic pages: proper names that are not translated.
const latinAllowedOnArabicPages = ['Nakhla', 'Studio', 'Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'X']
const latinInArabicCatalogue = latinWordsOfCatalogue('ar')

for (const language of languages) {
  for (const screen of screens) {
    const path = pathIn(language.prefix, screen)

    test(`${path} is pre-rendered and complete, and hydrates cleanly`, async ({ page, request }) => {
      // The raw HTML, before any script runs.
      const raw = await request.get(path)
      expect(raw.status()).toBe(200)
      const html = await raw.text()
      expect(html).toContain(`<html lang="${language.locale}" dir="${language.dir}">`)
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      expect(html.indexOf('<meta charset="UTF-8">')).toBeLessThan(1024)

      // The machine is offline: the booking widget's script is stood in for.
      await page.route('https://assets.calendly.com/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'window.Calendly = { initInlineWidget() {} }' }),
      )
      const problems: string[] = []
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))

      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForFunction(() => document.querySelector('header button[aria-haspopup="dialog"]') !== null)
      await page.waitForLoadState('networkidle')

      await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir)
      const title = await page.title()
      if (screen === '/') expect(title).toBe(language.siteName)
      else expect(title).toMatch(new RegExp(`^.+ \\| ${language.siteName}$`))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,}$/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`)
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${siteUrl}${screen}`)
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${siteUrl}${pathIn('/ar', screen)}`)
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}${screen}`)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${siteUrl}/preview.png`)
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', language.siteName)
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', language.locale === 'ar' ? 'ar_SA' : 'en_US')
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(page.locator('h1')).toHaveCount(1)

      if (language.locale === 'ar') {
        const { text, data } = await page.evaluate(() => {
          const clone = document.body.cloneNode(true) as HTMLElement
          clone.querySelectorAll('[lang="en"], script, style, svg').forEach((element) => element.remove())
          const hydration = (window as unknown as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData
          return { text: clone.textContent ?? '', data: JSON.stringify(hydration ?? {}) }
        })
        // Latin words are allowed when they are proper names, when the Arabic catalogue itself
        // keeps them (brand and model names inside translations), or when they come from the
        // dashboard's own Arabic content: anything else is untranslated interface.
        const latinWords = (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter(
          (word) => !latinAllowedOnArabicPages.includes(word) && !latinInArabicCatalogue.has(word) && !new RegExp(`\\b${word}\\b`).test(data),
        )
        expect(latinWords, 'untranslated text on an Arabic page').toEqual([])
      }

      // The footer fades in once scrolled into view.
      await page.locator('footer').scrollIntoViewIfNeeded()
      await expect(page.locator('footer [data-reveal]')).not.toHaveAttribute('data-reveal', 'waiting')
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(problems, 'console errors or warnings (hydration mismatches are reported here)').toEqual([])
    })
  }

  test(`unknown ${language.prefix || 'English'} paths answer the 404 page in the right language`, async ({ page }) => {
    const response = await page.goto(`${language.prefix}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale)
    await expect(page.locator('h1')).toHaveText('404')
    const home = page.getByRole('link', { name: translate(language.locale, 'Back Home'), exact: true })
    await expect(home).toHaveAttribute('href', language.prefix || '/')
    await expect(page.locator('main')).toContainText(translate(language.locale, 'Oops! The page you are looking for does not exist.'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
}
