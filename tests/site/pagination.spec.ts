import { expect } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { languages, open } from '../support/site'
import { leaveLastPage, test } from '../support/sweep'

// The export of `npm run build` against the fixture dashboard: eight articles of each kind fit
// on one page, so the listings have no page links and no later pages. The listings of many pages
// are built and tested in tests/build/shared-export/listings.ts. The listings are visited one after
// another in one tab a worker (tests/support/sweep.ts).

for (const { locale, prefix } of languages) {
  for (const section of ['news', 'education-events']) {
    test(`${prefix}/${section} fits on one page: no page links, and ${prefix}/${section}/page/2 is the 404 page (${locale})`, async ({
      tab: page,
      request,
    }) => {
      await leaveLastPage(page)
      const errors: string[] = []
      const onError = (error: Error) => errors.push(error.message)
      page.on('pageerror', onError)
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
      page.off('pageerror', onError)
      expect(errors).toEqual([])
    })
  }
}
