import { expect } from '@playwright/test'
import { By, type WebDriver } from 'selenium-webdriver'
import { translate } from '#tooling/catalog'
import { languages, pathIn, screens } from '../../support/site'
import { dropdown, menus, open, partnerPopup, press, productCard, test, until, type WebKitControl } from './webkit'

// Without JavaScript in WebKit (MiniBrowser --enable-javascript=false), which has no invoker
// commands before Safari 26.2: the drawer and the partner pop-ups open from the HTML alone, as
// popovers (docs/decisions/0037), and close with their button and with Escape; the dropdowns and
// product cards are <details>; every screen is linked from the header or the drawer.

// One after another in one worker: a worker starts a MiniBrowser without JavaScript for the first
// of these it runs, and the run's fully parallel tests would have each worker start one.
test.describe.configure({ mode: 'default' })

const noScript = async (driver: WebDriver) => {
  expect(await driver.executeScript('return document.documentElement.hasAttribute("data-app-ready")'), 'no app ran').toBe(false)
}

/** A script that says whether the control's dialog is hidden again (`done` is a function body). */
const hiddenAgain = (control: WebKitControl) => `return !(() => { ${control.done} })()`

for (const control of [...menus, partnerPopup]) {
  test(`without JavaScript: ${control.name} opens, and closes with its button and with Escape`, async ({ webkitWithoutScript: driver, baseURL }) => {
    await open(driver, baseURL!, control.path, control.width)
    await press(driver, control.control)
    await until(driver, control.done, `${control.name} opened`)
    await noScript(driver)
    const openDialog = `[...document.querySelectorAll('dialog')].find((each) => each.matches(':popover-open'))`
    const id = await driver.executeScript<string>(`return ${openDialog}.id`)
    await press(driver, By.xpath(`//dialog[@id='${id}']//button[@popovertargetaction='hide']`))
    await until(driver, hiddenAgain(control), `its close button closed ${control.name}`)
    await press(driver, control.control)
    await until(driver, control.done, `${control.name} opened again`)
    await driver.actions().sendKeys('\uE00C').perform() // Escape
    await until(driver, hiddenAgain(control), `Escape closed ${control.name}`)
  })
}

for (const control of [dropdown, productCard]) {
  test(`without JavaScript: ${control.name} opens`, async ({ webkitWithoutScript: driver, baseURL }) => {
    await open(driver, baseURL!, control.path, control.width)
    await press(driver, control.control)
    await until(driver, control.done, `${control.name} opened`)
    await noScript(driver)
  })
}

/** The same-site paths of the links shown in the header and its open drawer. */
const shownPaths = `return [...document.querySelectorAll('header a[href], dialog#site-menu a[href]')]
  .filter((link) => link.checkVisibility() && !link.hreflang && link.origin === location.origin)
  .map((link) => link.pathname)`

for (const { locale, prefix } of languages) {
  test(`without JavaScript: every screen is linked from the header or the drawer (${locale})`, async ({ webkitWithoutScript: driver, baseURL }) => {
    const menu = menus.find((each) => each.path === pathIn(prefix, '/'))!
    await open(driver, baseURL!, menu.path, menu.width)
    await press(driver, menu.control)
    await until(driver, menu.done, `the menu (${locale}) opened`)
    const shown = new Set(await driver.executeScript<string[]>(shownPaths))
    expect(
      screens.map((screen) => pathIn(prefix, screen)).filter((path) => !shown.has(path)),
      `screens with no link in the header or the drawer (${translate(locale, 'Menu')})`,
    ).toEqual([])
  })
}
