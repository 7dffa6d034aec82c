import { test as base, type WorkerFixture } from '@playwright/test'
import { By, error as seleniumError, type WebDriver } from 'selenium-webdriver'
import { startWebKit } from '#tooling/webkit'

/** A worker's MiniBrowser with JavaScript on or off, stopped when the worker ends. */
const session = (javascript: boolean): [WorkerFixture<WebDriver, object>, { scope: 'worker'; timeout: number }] => [
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  async ({}, use) => {
    const started = await startWebKit({ javascript })
    await use(started.driver)
    await started.stop()
  },
  { scope: 'worker', timeout: 60_000 },
]

/**
 * WebKit through WebDriver (tooling/webkit.ts), inside the site's Playwright run: its web server
 * (`npm start`) and its report, and no Playwright browser (these tests never ask for `page`). Each
 * worker keeps one MiniBrowser with JavaScript and, when a test asks for it, one without.
 */
export const test = base.extend<object, { webkit: WebDriver; webkitWithoutScript: WebDriver }>({
  webkit: session(true),
  webkitWithoutScript: session(false),
})

/**
 * Opens `path` in a window `width` px wide (WebKitGTK's is at least about 447 px). The session
 * keeps both storages between pages, and the home page follows a stored language: they are
 * cleared first, as for a first visit (as a sweep's tab is, tests/support/sweep.ts).
 */
export async function open(driver: WebDriver, baseURL: string, path: string, width = 1280) {
  const { width: current } = await driver.manage().window().getRect()
  if (current !== Math.max(width, 447)) await driver.manage().window().setRect({ width, height: 900 })
  if ((await driver.getCurrentUrl()).startsWith(baseURL)) await driver.executeScript('localStorage.clear(); sessionStorage.clear()')
  await driver.get(new URL(path, baseURL).href)
}

/** Waits until the app has hydrated the page (src/layout/Page/ready.ts); fails naming the page. */
export async function hydrated(driver: WebDriver, timeout = 20_000) {
  await driver
    .wait(() => driver.executeScript<boolean>('return document.documentElement.hasAttribute("data-app-ready")'), timeout)
    .catch(async () => {
      throw new Error(`${await driver.getCurrentUrl()} did not hydrate within ${timeout / 1000} s (no data-app-ready on its root)`)
    })
}

/** Polls `check` (a script returning a boolean) until it is true; fails with `what`. */
export async function until(driver: WebDriver, check: string, what: string, timeout = 5_000) {
  await driver
    .wait(() => driver.executeScript<boolean>(check), timeout)
    .catch(() => {
      throw new Error(`${what}: not so within ${timeout / 1000} s`)
    })
}

/**
 * The controls a visitor taps first (as tooling/first-tap.ts lists them for Chromium and Gecko),
 * for WebDriver: what to click, and a script that says whether the click took effect. A dialog is
 * open modally (`open`) or, in a browser without invoker commands and without the app, as a
 * popover (docs/decisions/0037).
 */
export interface WebKitControl {
  name: string
  path: string
  width: number
  control: By
  done: string
}

const dialogShown = (selector: string) =>
  `const dialog = document.querySelector(${JSON.stringify(selector)}); return !!dialog && (dialog.open || dialog.matches(':popover-open')) && dialog.checkVisibility()`

const menu = (path: string, name: string): WebKitControl => ({
  name: `the menu (${path})`,
  path,
  width: 447,
  control: By.xpath(`//header//button[@aria-haspopup='dialog'][normalize-space(.)='${name}']`),
  done: dialogShown('dialog#site-menu'),
})

export const menus = [menu('/', 'Menu'), menu('/ar', 'القائمة')]
export const dropdown: WebKitControl = {
  name: 'a header dropdown at 1440 px',
  path: '/',
  width: 1440,
  control: By.xpath(`//header//details[summary[contains(., 'Divisions')]]/summary`),
  done: `return [...document.querySelectorAll('header details')].some((details) => details.open && details.querySelector('summary').textContent.includes('Divisions'))`,
}
export const productCard: WebKitControl = {
  name: 'a product card',
  path: '/products',
  width: 447,
  control: By.css('#category-1 details summary'),
  done: `return document.querySelector('#category-1 details').open`,
}
export const categoryTab: WebKitControl = {
  name: 'a category tab',
  path: '/products',
  width: 447,
  control: By.css('a[href="#category-3"]'),
  done: `return document.querySelector('#category-3-tab')?.getAttribute('aria-selected') === 'true' && document.querySelector('#category-3').checkVisibility()`,
}
export const partnerPopup: WebKitControl = {
  name: 'a partner pop-up',
  path: '/dental-division',
  width: 447,
  control: By.xpath(`(//button[@aria-haspopup='dialog'][starts-with(normalize-space(.), 'View products')])[1]`),
  done: `return [...document.querySelectorAll('main dialog')].some((dialog) => (dialog.open || dialog.matches(':popover-open')) && dialog.checkVisibility())`,
}

/**
 * Clicks the control as a visitor would. WebDriver scrolls it into view first, except on some
 * right-to-left pages, where WebKitWebDriver finds the control outside the window: there it is
 * scrolled into view by the page first.
 */
export async function press(driver: WebDriver, control: By) {
  // A dialog's controls are clicked where they end, once it has slid or faded in.
  await until(driver, `return [...document.querySelectorAll('dialog')].every((dialog) => dialog.getAnimations().length === 0)`, 'the dialogs settled')
  const element = await driver.findElement(control)
  try {
    await element.click()
  } catch (error) {
    if (!(error instanceof seleniumError.ElementNotInteractableError)) throw error
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element)
    await element.click()
  }
}
