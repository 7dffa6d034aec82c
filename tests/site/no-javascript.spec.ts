import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { storedMessages } from '../support/contact-messages'
import { dashboardOrigin, languages, pathIn, screens } from '../support/site'
import { test } from '../support/sweep'

// The core of every page with JavaScript unavailable (a blocked script, a failed chunk, an old
// browser): the platform's own controls carry it (docs/decisions/0027). Every test here runs in
// a browser context that runs no script at all.
test.use({ javaScriptEnabled: false })

const viewports = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const

const json = async <T>(request: APIRequestContext, path: string) => (await (await request.get(`${dashboardOrigin}${path}`)).json()) as T

/** The same-site paths (language prefix removed) of the links visible in the header or an open dialog. */
async function visiblePaths(page: Page, scope: string, prefix: string): Promise<string[]> {
  const hrefs = await page.locator(`${scope} a[href]`).evaluateAll((links: HTMLAnchorElement[]) =>
    links
      .filter((link) => link.checkVisibility({ visibilityProperty: true }) && link.getClientRects().length > 0)
      .filter((link) => !link.hreflang && link.target !== '_blank' && link.origin === window.location.origin)
      .map((link) => link.pathname),
  )
  return hrefs.map((path) => (prefix && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path))
}

for (const { locale, prefix } of languages) {
  const t = (source: string) => translate(locale, source)

  for (const viewport of viewports) {
    test(`without JavaScript (${locale}, ${viewport.name}): the header stays readable scrolled, and reaches all 15 screens`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.goto(pathIn(prefix, '/about-us'))
      const header = page.getByRole('banner')
      await page.mouse.wheel(0, 1200)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
      // Solid: its white text on the brand colour, not on the white content below.
      await expect
        .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor), { message: 'the scrolled header is solid' })
        .toMatch(/^rgb\(/)

      const reached = new Set<string>()
      if (viewport.width > 1000) {
        for (const path of await visiblePaths(page, 'header', prefix)) reached.add(path)
        const dropdowns = header.locator('nav details')
        expect(await dropdowns.count(), 'the header has dropdowns').toBeGreaterThan(0)
        for (const dropdown of await dropdowns.all()) {
          await dropdown.locator('summary').click()
          await expect(dropdown).toHaveAttribute('open', '')
          for (const path of await visiblePaths(page, 'header', prefix)) reached.add(path)
        }
      } else {
        await header.getByRole('button', { name: t('Menu'), exact: true }).click()
        const drawer = page.getByRole('dialog', { name: t('Menu') })
        await expect(drawer).toBeVisible()
        for (const path of await visiblePaths(page, 'dialog[open]', prefix)) reached.add(path)
        // The browser moved focus to its first control, the close button, which closes it.
        const close = drawer.getByRole('button', { name: t('Close menu') })
        await expect(close).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(drawer).toBeHidden()
      }
      expect([...reached].filter((path) => (screens as readonly string[]).includes(path)).sort()).toEqual([...screens].sort())
    })
  }

  test(`without JavaScript (${locale}): every product of every category is on the page, and a card expands`, async ({ page, request }) => {
    const query = locale === 'ar' ? '&language=ar' : ''
    const categories = await json<Array<{ name: string }>>(request, `/api/product_categories${query.replace('&', '?')}`)
    const products = (
      await Promise.all(
        categories.map((category) =>
          json<Array<{ title: string }>>(request, `/api/product_categories?category=${encodeURIComponent(category.name)}${query}`),
        ),
      )
    ).flat()
    expect(products.length).toBeGreaterThan(4)
    await page.goto(pathIn(prefix, '/products'))
    await expect(page.locator('details > summary h3')).toHaveText(products.map((product) => product.title))
    // A category's link moves to its section.
    await page.getByRole('link', { name: categories[2]!.name, exact: true }).click()
    await expect(page).toHaveURL(/#category-3$/)
    await expect(page.locator('#category-3')).toBeInViewport()
    const card = page.locator('#category-3 details').first()
    await card.locator('summary').click()
    await expect(card).toHaveAttribute('open', '')
    await expect(card.getByRole('img').last()).toBeVisible()
  })

  test(`without JavaScript (${locale}): the booking screen says its calendar needs JavaScript and offers the booking link in its place, waiting for nothing`, async ({
    page,
  }) => {
    await page.goto(pathIn(prefix, '/book-a-meeting'))
    const widget = page.getByRole('region', { name: t('Get a Customized Solution for Your Clinic') })
    await expect(widget.getByRole('status')).toHaveText(
      t('The booking calendar needs JavaScript: book your 30-minute meeting on the booking page instead.'),
    )
    await expect(widget.getByText(t('Loading the booking calendar…'))).toHaveCount(0)
    await expect(widget.locator('[aria-busy="true"], [aria-hidden="true"] > span')).toHaveCount(0)
    const link = widget.getByRole('link', { name: new RegExp(t('Open the booking page for a 30-minute meeting')) })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', /30min/)
    // Right under the message, not below an empty calendar's space.
    const [message, offered] = [await widget.getByRole('status').boundingBox(), await link.boundingBox()]
    expect(offered!.y - (message!.y + message!.height)).toBeLessThan(48)
  })

  test(`without JavaScript (${locale}): every doctor and testimonial is on the page, and a partner pop-up opens`, async ({ page, request }) => {
    const query = locale === 'ar' ? '?language=ar' : ''
    const doctors = await json<Array<{ name: string }>>(request, `/api/doctors${query}`)
    const testimonials = await json<Array<{ name: string }>>(request, `/api/testimonials${query}`)
    await page.goto(pathIn(prefix, '/find-us'))
    const profiles = page.getByRole('list', { name: t('Doctor And Clinic Profiles') })
    await expect(profiles.getByRole('heading', { level: 3 })).toHaveText(doctors.map((doctor) => doctor.name))
    const said = page.getByRole('region', { name: t('Trusted by clinicians across the Kingdom') })
    for (const testimonial of testimonials) await expect(said).toContainText(testimonial.name)

    await page.goto(pathIn(prefix, '/dental-division'))
    const opener = page.getByRole('button', { name: new RegExp(`^${t('View products')}`) }).first()
    await opener.click()
    const popup = page.getByRole('dialog')
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('listitem').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
  })
}

for (const { locale, prefix } of languages) {
  for (const viewport of viewports) {
    test.describe(() => {
      // A phone lays a page out at its own width only when the page's viewport tag says so.
      const phone = viewport.width < 768
      test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: phone, hasTouch: phone })

      test(`without JavaScript (${locale}, ${viewport.name}): the contact form posts, nothing typed goes into a URL, and a confirmation in the visitor's language, at the device's width, links back`, async ({
        page,
        context,
        baseURL,
      }) => {
        const t = (source: string) => translate(locale, source)
        const subject = `No script ${locale} ${viewport.name} ${Date.now()}`
        const typed = { 'Full Name': 'Huda Al-Qahtani', Email: 'huda@clinic.example', Subject: subject, Message: 'Please call me about training.' }
        const requests: Array<{ method: string; url: string; body: string | null }> = []
        const violations: string[] = []
        context.on('request', (request) => requests.push({ method: request.method(), url: request.url(), body: request.postData() }))
        page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && violations.push(message.text())))
        await page.goto(pathIn(prefix, '/contact-us'))
        for (const [label, value] of Object.entries(typed)) await page.getByLabel(t(label), { exact: true }).fill(value)
        await page.getByRole('button', { name: t('Submit') }).click()

        // The webhook answers as Apps Script does (tooling/dashboard/webhook.ts): its page inside
        // a sandboxed frame from a second origin, the viewport tag on the outer page.
        await page.waitForURL(`${dashboardOrigin}/webhooks/contact`)
        const frame = page.frameLocator('iframe')
        await expect(frame.getByRole('status')).toHaveText(t('Thank you, your message was sent. Our team will reply soon.'))
        await expect(frame.locator('html')).toHaveAttribute('lang', locale)
        expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(viewport.width)
        const post = requests.find((request) => request.url.endsWith('/webhooks/contact'))
        expect(post?.method, 'the form posts').toBe('POST')
        // With the page to come back to, which the webhook takes only as a path of the site.
        expect(new URLSearchParams(post?.body ?? '').get('back')).toBe(pathIn(prefix, '/contact-us'))
        for (const request of requests) {
          for (const value of Object.values(typed)) {
            expect(decodeURIComponent(request.url.replace(/\+/g, ' ')), `${request.url} carries what was typed`).not.toContain(value)
          }
        }
        expect(storedMessages(subject), 'the webhook stored the message once').toEqual([
          expect.objectContaining({ fullName: typed['Full Name'], email: typed.Email, message: typed.Message }),
        ])

        // The webhook's page links back to the contact page of the visitor's language. The script is
        // bound to its spreadsheet (webhook/README.md), so its frame may only open a new tab.
        const [tab] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link').click()])
        await tab.waitForURL(`${baseURL}${pathIn(prefix, '/contact-us')}`)
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(t('Contact us'))
        expect(violations).toEqual([])
      })
    })
  }
}
