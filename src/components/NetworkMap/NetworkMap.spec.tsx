import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './NetworkMap.portable'

const label = 'Map of Saudi Arabia showing our offices in Riyadh, Jeddah and Dammam and partner clinics across the Kingdom'

for (const locale of ['en', 'ar'] as const) {
  test(`one named image with three offices and six clinics, west to east in either direction (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(locale === 'ar' ? <stories.Arabic /> : <stories.English />, { hooksConfig: { locale } })
    const map = page.getByRole('img', { name: translate(locale, label), exact: true })
    await expect(map).toBeVisible()
    await expect(map.locator('circle[data-marker]')).toHaveCount(9)
    const offices = ['jeddah', 'riyadh', 'dammam']
    await expect(map.locator('[data-label]')).toHaveText(['Riyadh', 'Jeddah', 'Dammam'].map((city) => translate(locale, city)))
    // Geography does not turn round: Jeddah (on the Red Sea) is west of Riyadh, Dammam east, in Arabic too.
    const centre = async (selector: string) => {
      const box = await map.locator(selector).boundingBox()
      if (!box) throw new Error(`${selector} is not drawn`)
      return box.x + box.width / 2
    }
    for (const kind of ['data-marker', 'data-label']) {
      const xs = await Promise.all(offices.map((city) => centre(`[${kind}="${city}"]`)))
      expect(xs, kind).toEqual([...xs].sort((a, b) => a - b))
    }
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
