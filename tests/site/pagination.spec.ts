import { expect, test } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { languages, open } from '../support/site'

// The export of `npm run build` against the fixture dashboard: eight articles of each kind fit
// on one page, so the listings have no page links and no later pages. The listings of many pages
// are built and tested in tests/build/pagination.test.ts.

for (const { locale, prefix } of languages) {
  for (const section of ['news', 'education-events']) {
    test(`${prefix}/${section} fits on one page: no page links, and ${prefix}/${section}/page/2 is the 404 page (${locale})`, async ({
      page,
      request,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await open(page, `${prefix}/${section}`)
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
      await expect(page.getByRole('navigation', { name: translate(locale, 'Pages') })).toHaveCount(0)

      for (const path of [`${prefix}/${section}/page/2`, `${prefix}/${section}/page/1`, `${prefix}/${section}/page`]) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(404)
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.locator('h1')).toHaveText('404')
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      }
      // The 404 page stays what the HTML was: the route of the later pages finds no data and says so too.
      expect(errors).toEqual([])
    })
  }
}
