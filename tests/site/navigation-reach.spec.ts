import { expect, type Locator, type Page } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { splitLocalePath } from '#src/i18n/locales'
import { translate } from '#tooling/catalog'
import { hydrated } from '#tooling/first-tap'
import { languages, pathIn, screens } from '../support/site'
import { leaveLastPage, test } from '../support/sweep'

// Every screen is reachable through the page shell alone. On the home page of a language, the
// links of the header, its dropdowns, the drawer and the footer that a visitor can see at that
// size are read, opening menus as a visitor would, and compared with the route table's fifteen
// screens; then every screen's page is checked to carry the whole shell. Nothing here lists which
// link leads where. The home pages are visited one after another in one tab a worker
// (tests/support/sweep.ts).

const viewports = [
  { name: 'desktop', width: 1440, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
] as const

type Locale = (typeof languages)[number]['locale']

/** The same-site hrefs of the links shown in `scope`, leaving out the language switch and new-tab links. */
async function visibleLinks(scope: Locator): Promise<string[]> {
  return scope.locator('a[href]').evaluateAll((links: HTMLAnchorElement[]) =>
    links
      .filter((link) => link.checkVisibility({ visibilityProperty: true }) && link.getClientRects().length > 0)
      .filter((link) => !link.hreflang && link.target !== '_blank' && link.origin === window.location.origin)
      .map((link) => link.href),
  )
}

/**
 * The links the header of the current page offers at this size, with its menus opened one by one
 * (its dropdowns on wide screens, the drawer it opens on phones), and those of the footer.
 */
async function shellLinks(page: Page, locale: Locale, phone: boolean): Promise<{ header: string[]; footer: string[] }> {
  const t = (source: string) => translate(locale, source)
  const banner = page.getByRole('banner')
  const hrefs = await visibleLinks(banner)
  if (phone) {
    const menu = banner.getByRole('button', { name: t('Menu'), exact: true })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: t('Menu') })
    await expect(drawer).toBeVisible()
    hrefs.push(...(await visibleLinks(drawer)))
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  } else {
    const nav = banner.getByRole('navigation', { name: t('Main') })
    // Every <details> of the header's navigation is a dropdown (a disclosure of a list of links).
    const dropdowns = await nav.locator('details').all()
    expect(dropdowns.length, 'the header has dropdowns').toBeGreaterThan(0)
    for (const dropdown of dropdowns) {
      await dropdown.locator('summary').click()
      await expect(dropdown).toHaveAttribute('open', '')
      hrefs.push(...(await visibleLinks(nav)))
      await page.keyboard.press('Escape')
      await expect(dropdown).not.toHaveAttribute('open', '')
    }
  }
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  return { header: hrefs, footer: await visibleLinks(footer) }
}

// The header and the drawer also link the site search (/search), which the footer leaves out.
for (const { locale, prefix } of languages) {
  for (const viewport of viewports) {
    test(`the header of ${prefix || '/'} alone offers every screen, one click away, and so does the footer (${locale}, ${viewport.name} ${viewport.width}px)`, async ({
      tab: page,
    }) => {
      await leaveLastPage(page)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const home = pathIn(prefix, '/')
      const response = await page.goto(home)
      expect(response?.status(), `${home} answers`).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await hydrated(page)
      const links = await shellLinks(page, locale, viewport.phone)
      for (const part of ['header', 'footer'] as const) {
        const offered = new Set<string>()
        for (const href of links[part]) {
          const target = splitLocalePath(new URL(href).pathname.replace(/(.)\/$/, '$1'))
          expect(target.locale, `${home} links ${target.path} in the other language`).toBe(locale)
          offered.add(target.path)
        }
        expect([...offered].sort(), `the screens the ${part} links`).toEqual([...screens, ...(part === 'header' ? ['/search'] : [])].sort())
      }
    })
  }

  // The shell is one component around every route: the walk above sees what it shows at each
  // size (and the component tests of Header, Drawer and Footer what each part lists); here, every
  // screen's own page carries it whole, in the HTML the host serves.
  test(`every screen's header and footer link every screen of its language (${locale})`, async ({ request }) => {
    for (const screen of screens) {
      const path = pathIn(prefix, screen)
      const { document } = new JSDOM(await (await request.get(path)).text()).window
      for (const part of ['header', 'footer']) {
        const linked = new Set(
          Array.from(document.querySelectorAll(`${part} a[href^="/"]:not([hreflang])`), (link) =>
            splitLocalePath(link.getAttribute('href')!.replace(/(.)\/$/, '$1')),
          ),
        )
        expect(
          [...linked].every((target) => target.locale === locale),
          `${path}: the ${part} links the other language`,
        ).toBe(true)
        expect([...new Set([...linked].map((target) => target.path))].sort(), `the screens the ${part} of ${path} links`).toEqual(
          [...screens, ...(part === 'header' ? ['/search'] : [])].sort(),
        )
      }
    }
  })
}
