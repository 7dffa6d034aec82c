import { expect, test } from '@playwright/experimental-ct-react'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './SiteSearch.portable'

const cases = [
  {
    locale: 'en',
    Story: stories.English,
    label: 'Search the site',
    term: 'implant',
    found: '3 results for “implant”',
    titles: ['Products', 'Dental division', 'Montaro Implant Systems partnership'],
    sections: ['Products', 'Divisions', 'News & events'],
    hrefs: ['/products', '/dental-division', '/news/1'],
    none: 'No results for “zzz”',
  },
  {
    locale: 'ar',
    Story: stories.Arabic,
    label: 'ابحث في الموقع',
    term: 'زراعة',
    found: 'نتيجتان لـ «زراعة»',
    titles: ['المنتجات', 'القسم الجراحي'],
    sections: ['المنتجات', 'الأقسام'],
    hrefs: ['/ar/products', '/ar/surgical-division'],
    none: 'لا نتائج لـ «zzz»',
  },
] as const

for (const { locale, Story, label, term, found, titles, sections, hrefs, none } of cases) {
  test.describe(`site search (${locale})`, () => {
    test('loads its engine when the field is focused (not before), lists and announces results as one types, and is walked with the keyboard', async ({
      mount,
      page,
    }) => {
      await mount<HooksConfig>(<Story />, { hooksConfig: { locale } })
      const field = page.getByRole('searchbox', { name: label })
      await expect(page.getByRole('search')).toBeVisible()
      await expect(page.locator('html')).not.toHaveAttribute('data-search-engine')
      await field.focus()
      await expect(field).toBeFocused()
      await expect(page.locator('html')).toHaveAttribute('data-search-engine', 'loaded')
      await page.keyboard.type(term)
      await expect(page.getByRole('status')).toHaveText(found)
      const results = page.getByRole('list').getByRole('link')
      await expect(results).toHaveCount(titles.length)
      for (const [index, title] of titles.entries()) {
        const result = results.nth(index)
        await expect(result).toHaveAttribute('href', hrefs[index]!)
        await expect(result.locator('span').first()).toHaveText(title)
        await expect(result.locator('span').nth(1)).toHaveText(sections[index]!)
        // The matched word, whole, as Pagefind marks it ("Implants", "وزراعة").
        await expect(result.locator('mark').first()).toHaveText(new RegExp(term, 'i'))
      }
      await expectNoAxeViolations(page, { wholePage: false })
      await page.keyboard.press('ArrowDown')
      await expect(results.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(results.nth(1)).toBeFocused()
      await page.keyboard.press('End')
      await expect(results.last()).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Home')
      await expect(results.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(field).toBeFocused()
      // Escape closes the list and keeps the text; a second empties the field.
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Escape')
      await expect(field).toBeFocused()
      await expect(page.getByRole('list')).toBeHidden()
      await expect(field).toHaveValue(term)
      await page.keyboard.press('Escape')
      await expect(field).toHaveValue('')
      await expect(page.getByRole('status')).toHaveText('')
      await page.keyboard.type('zzz')
      await expect(page.getByRole('status')).toHaveText(none)
      await expect(page.getByRole('list')).toBeHidden()
    })
  })
}

test('shows an excerpt as the page shows it, as text: its entities as written, no markup an element, only the matches marked', async ({
  mount,
  page,
}) => {
  await mount<HooksConfig>(<stories.English />, { hooksConfig: { locale: 'en' } })
  await page.getByRole('searchbox').fill('short')
  const result = page.getByRole('link', { name: /Dental division/ })
  // The page showed "&lt;b&gt;" (its source had "&amp;lt;b&amp;gt;"): the result shows that, not "<b>".
  await expect(result.locator('span').last()).toHaveText(
    'Short implants <script>alert(1)</script> &lt;b&gt; <img src=x onerror=alert(1)> and abutments.',
  )
  await expect(result.locator('script, img, b')).toHaveCount(0)
  await expect(result.locator('mark')).toHaveText('Short')
})

test('lists the first results as soon as they come and adds the others as they arrive, announcing the count once', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.ResultsInTwoRounds />, { hooksConfig: { locale: 'en' } })
  await page.getByRole('searchbox').fill('implant')
  const status = page.getByRole('status')
  await expect(status).toHaveText('3 results for “implant”')
  const results = page.getByRole('list').getByRole('link')
  await expect(results).toHaveCount(1)
  await expect(results.first()).toHaveAttribute('href', '/products')
  await page.evaluate(() => (window as unknown as { releaseMoreResults: () => void }).releaseMoreResults())
  await expect(results).toHaveCount(3)
  await expect(results).toHaveText([/^Products/, /^Dental division/, /^Montaro Implant Systems partnership/])
  await expect(status).toHaveText('3 results for “implant”')
})

test('says so when the engine cannot load (offline)', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.Offline />, { hooksConfig: { locale: 'en' } })
  await page.getByRole('searchbox').fill('implant')
  await expect(page.getByRole('status')).toHaveText('Search could not load. Check your connection and try again.')
  await expect(page.getByRole('list')).toBeHidden()
})

test('choosing the page already shown closes the dialog, as choosing another page does', async ({ mount, page }) => {
  await mount<HooksConfig>(<stories.InDialog />, { hooksConfig: { locale: 'en', path: '/products' } })
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('searchbox').fill('implant')
  await dialog.getByRole('link', { name: /^Products/ }).click()
  await expect(dialog).toBeHidden()
})
