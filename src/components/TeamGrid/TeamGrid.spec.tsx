import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import stories from './TeamGrid.portable'

for (const locale of ['en', 'ar'] as const) {
  test.describe(`team grid (${locale})`, () => {
    test('portraits: the placeholder is decorative, a photo is named after its member; names break only between words', async ({ mount, page }) => {
      await mount<HooksConfig>(<stories.BoardWithPhotoEnglish />, { hooksConfig: { locale } })
      const names = await page.getByRole('heading', { level: 3 }).allTextContents()
      await expect(page.getByRole('img')).toHaveCount(1)
      await expect(page.getByRole('img')).toHaveAccessibleName(names[0]!)
      await expect(page.locator('img[alt=""]')).toHaveCount(5)
      await expect(page.locator('img[alt=""]').first()).toHaveAttribute('src', /portrait-placeholder\.svg$/)
      // Each word of a name is kept whole: "Al-Qahtani" never splits at its hyphen.
      for (const word of await page.locator('h3 span').all()) await expect(word).toHaveCSS('white-space', 'nowrap')
      await expectNoAxeViolations(page, { wholePage: false })
    })

    test('six board members sit three and three', async ({ mount, page }) => {
      await page.setViewportSize({ width: 1200, height: 800 })
      await mount<HooksConfig>(<stories.BoardEnglish />, { hooksConfig: { locale } })
      const tops = await page.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(2)
      expect(tops.filter((top) => top === tops[0]).length).toBe(3)
    })

    test('on a phone a title stays on the line of the name after it, and the roles of a row start at one height', async ({ mount, page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await mount<HooksConfig>(<stories.BoardEnglish />, { hooksConfig: { locale } })
      const members = await page.getByRole('listitem').evaluateAll((items) =>
        items.map((item) => {
          const name = item.querySelector('h3')!
          const text = name.firstChild!.firstChild!
          const range = document.createRange()
          // The title ("Dr.", "د.") and the letter after the space that follows it.
          const title = /^\S{1,3}\./u.exec(text.textContent!)?.[0] ?? ''
          range.setStart(text, 0)
          range.setEnd(text, 1)
          const first = range.getBoundingClientRect().top
          range.setStart(text, title.length + 1)
          range.setEnd(text, title.length + 2)
          const after = range.getBoundingClientRect().top
          const box = item.getBoundingClientRect()
          const words = Array.from(name.querySelectorAll('span'), (word) => word.getBoundingClientRect())
          const inside = words.every((word) => word.left >= box.left - 1 && word.right <= box.right + 1)
          return { name: name.textContent, top: box.top, role: item.querySelector('p')!.getBoundingClientRect().top, first, after, inside }
        }),
      )
      for (const member of members) {
        expect(Math.abs(member.after - member.first), `${member.name}: its title alone on a line`).toBeLessThan(2)
        expect(member.inside, `${member.name}: within its column`).toBe(true)
      }
      for (const member of members) {
        const row = members.filter((other) => Math.abs(other.top - member.top) < 2)
        for (const other of row) expect(Math.abs(other.role - member.role), `${member.name} and ${other.name}: roles at one height`).toBeLessThan(2)
      }
    })
  })
}
