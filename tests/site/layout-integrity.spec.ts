import { expect, test } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { keyboardWalk, settle } from '../../scripts/tools/a11y/audit'
import { translate } from '../../scripts/support/catalog'
import { focusRings } from '../support/focus-ring'
import { expectCleanLayout, inspectLayout } from '../support/layout'
import { languages, pathIn, screens, standInBookingWidget } from '../support/site'

// What a visitor sees of every screen on a phone (390×844), in both languages, once the page has
// hydrated: nothing unfinished (tests/support/layout.ts), and a keyboard walk on which every
// element is reached, not hidden under the header, and draws a ring that is seen
// (tests/support/focus-ring.ts). At 1280 px the same checks run on every page of the export, on
// the accessibility audit's own visit (tests/audit/every-page.spec.ts). Also: every figure reads
// the same on every page that states it.
const phone = { width: 390, height: 844 }

for (const { locale, prefix } of languages) {
  for (const screen of screens) {
    const path = pathIn(prefix, screen)
    test(`${path} at 390 px: nothing clipped, nothing sideways, no figure split; every element reached by Tab, not hidden, its ring seen`, async ({
      page,
    }) => {
      await standInBookingWidget(page)
      await page.setViewportSize(phone)
      await page.goto(path, { waitUntil: 'networkidle' })
      await settle(page)
      expectCleanLayout(await page.evaluate(inspectLayout), `${path} at ${phone.width}px`)

      const rings = focusRings()
      const walk = await keyboardWalk(page, rings.atStop)
      expect(rings.inspections.length, 'elements reached by Tab').toBeGreaterThan(5)
      for (const check of walk) expect.soft(check.problems, `${check.id}: ${check.detail}`).toEqual([])
      expect(rings.failures(), 'focus rings').toEqual([])
    })
  }

  test(`every figure reads the same on every page that states it, the growth figure included (${locale})`, async ({ request }) => {
    const seen = new Map<string, Map<string, string[]>>()
    for (const screen of screens) {
      const path = pathIn(prefix, screen)
      const { document } = new JSDOM(await (await request.get(path)).text()).window
      // The growth the company states, not one computed from its sales (76 / 20), and no yearly sales it never stated.
      if (screen === '/initial-public-offering')
        expect(document.querySelector('main')?.textContent).not.toMatch(/3\.8|٣٫٨|\b(31|45|58)\b|\b202[123]\b/)
      for (const element of Array.from(document.querySelectorAll('[data-figure]'))) {
        const name = element.getAttribute('data-figure') ?? ''
        const texts = seen.get(name) ?? new Map<string, string[]>()
        const text = (element.textContent ?? '').trim()
        texts.set(text, [...(texts.get(text) ?? []), path])
        seen.set(name, texts)
      }
    }
    for (const [name, texts] of seen) expect([...texts.keys()], `figure "${name}" on ${JSON.stringify(Object.fromEntries(texts))}`).toHaveLength(1)
    // The investor page states its growth in the figures, why-invest, growth card and chart note.
    const growth = seen.get('growth')
    expect([...(growth?.keys() ?? [])]).toEqual([translate(locale, '3.4x')])
    expect(growth?.get(translate(locale, '3.4x'))?.filter((path) => path.endsWith('/initial-public-offering')).length).toBeGreaterThanOrEqual(4)
  })
}
