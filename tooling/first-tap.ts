/**
 * The controls a visitor taps first, and how to tell that a tap took effect: shared by the
 * first-tap site test (tests/site/first-tap.spec.ts) and the benchmark's hydration window
 * (scripts/tools/bench/hydration-window.ts), so both measure the same thing.
 */
import type { Locator, Page } from 'playwright-core'

export interface FirstTapControl {
  name: string
  path: string
  width: number
  /** The control, on the painted page. */
  control: (page: Page) => Locator
  /** Whether a tap on it has taken effect. */
  done: (page: Page) => Promise<boolean>
}

const isOpen = (locator: Locator) => locator.evaluate((element) => element.hasAttribute('open'))

/** The menu of a phone-width page, by its accessible name in the page's language. */
const menu = (path: string, name: string): FirstTapControl => ({
  name: `the menu (${path})`,
  path,
  width: 390,
  control: (page) => page.getByRole('button', { name, exact: true }),
  done: (page) => isOpen(page.locator('dialog#site-menu')),
})

export const firstTapControls: FirstTapControl[] = [
  menu('/', 'Menu'),
  menu('/ar', 'القائمة'),
  {
    name: 'a header dropdown at 1440 px',
    path: '/',
    width: 1440,
    control: (page) => page.getByRole('banner').locator('summary', { hasText: 'Divisions' }),
    done: (page) => isOpen(page.getByRole('banner').locator('details', { hasText: 'Divisions' })),
  },
  {
    name: 'a product card',
    path: '/products',
    width: 390,
    control: (page) => page.locator('#category-1 details summary').first(),
    done: (page) => isOpen(page.locator('#category-1 details').first()),
  },
  {
    name: 'a category tab',
    path: '/products',
    width: 390,
    control: (page) => page.locator('a[href="#category-3"]'),
    done: async (page) =>
      (await page.locator('#category-3-tab').getAttribute('aria-selected')) === 'true' && (await page.locator('#category-3').isVisible()),
  },
  {
    name: 'a partner pop-up',
    path: '/dental-division',
    width: 390,
    control: (page) => page.getByRole('button', { name: /^View products/ }).first(),
    done: (page) => page.getByRole('dialog').first().isVisible(),
  },
  {
    // A button only the app drives: the page's loader keeps the tap and replays it once.
    name: "the profile slider's Next (replayed)",
    path: '/find-us',
    width: 390,
    control: (page) => page.getByRole('button', { name: 'Next profiles' }),
    done: async (page) => (await page.getByRole('list', { name: 'Doctor And Clinic Profiles' }).evaluate((row) => Math.abs(row.scrollLeft))) > 0,
  },
]

/** Whether React has hydrated the page (src/layout/Page/ready.ts). */
export const appReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))

/** Waits until React has hydrated the page (src/layout/Page/ready.ts); fails naming the page when it does not within `timeout` ms. */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout })
    .catch(() => {
      throw new Error(`${page.url()} did not hydrate within ${timeout / 1000} s (no data-app-ready on its root)`)
    })
}

/** Taps the middle of the control at once: no waiting for it to settle, which could outlast hydration. */
export async function tapNow(page: Page, control: Locator) {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }))
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not on the painted page')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}
