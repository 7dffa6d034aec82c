import { globSync, readFileSync } from 'node:fs'
import { expect, test } from '#tests/support/component-tab'
import { imagesLoaded, screenshotNote, textInForeignFonts } from '#tests/support/screenshots'
import type { HooksConfig } from '#playwright/index'
import { StoryByName } from '#stories/StoryByName'
import { locales } from '#src/i18n/locales'

// Every story in both directions, as Storybook draws it, compared with its screenshot in
// tests/screenshots/stories/ (docs/testing.md, "Screenshots"; update them after an intended
// change with `npm run test:screenshots:update`). One test a stories file: each story is mounted
// in turn, once a language it is drawn in, in the worker's one tab (tests/support/component-tab.ts).
const files = globSync('src/**/*.stories.tsx').sort()

/** The stories of a CSF file: its named exports (a story file exports nothing else). */
const storiesOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => name!)

test('every stories file is found and has stories', () => {
  expect(files.length).toBeGreaterThan(30)
  for (const file of files) expect(storiesOf(file), file).not.toEqual([])
})

for (const file of files) {
  const component = file.replace(/^.*\/([^/]+)\.stories\.tsx$/, '$1')
  test(`${component}: every story in both directions looks as it did (${file})`, async ({ mount, page }) => {
    const directions = new Set<string | null>()
    const html = page.locator('html')
    for (const name of storiesOf(file)) {
      // A story that sets its own language (an "Arabic" story) is mounted and drawn once, in it.
      for (const locale of locales) {
        const story = await mount<HooksConfig>(<StoryByName file={file} name={name} locale={locale} />, { hooksConfig: { bare: true } })
        const own = await html.getAttribute('data-story-locale')
        const lang = await html.getAttribute('lang')
        expect(lang, `${file} ${name}: drawn in its own language, or else the chosen one`).toBe(own ?? locale)
        directions.add(await html.getAttribute('dir'))
        // The XSS corpus keeps images whose address does not exist: one failing mid-capture would
        // change the story's height between the screenshot's two frames.
        await imagesLoaded(page)
        // Soft: one run names every story that changed. Every text in the site's own fonts, which
        // playwright/index.tsx loads before mounting: the screenshot is the same on any machine.
        expect.soft(await textInForeignFonts(page), `${file} ${name} (${lang}): text drawn in a font that is not the site's`).toEqual([])
        await expect.soft(page, screenshotNote(page, 'components')).toHaveScreenshot(`${component}-${name}-${lang}.png`, { fullPage: true })
        await story.unmount()
        if (own) break
      }
    }
    expect([...directions].sort(), `${file}: its stories drawn left to right and right to left`).toEqual(['ltr', 'rtl'])
  })
}
