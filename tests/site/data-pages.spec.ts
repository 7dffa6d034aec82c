import { expect, type Request } from '@playwright/test'
import { translate } from '#tooling/catalog'
import { dashboardOrigin, open, settled } from '../support/site'
import { leaveLastPage, test } from '../support/sweep'

// The screens fed by the dashboard, in the built export: their data is in the HTML itself. The
// pages are visited one after another in one tab a worker (tests/support/sweep.ts).
const dashboard = dashboardOrigin
const languages = [
  { locale: 'en', prefix: '', query: '' },
  { locale: 'ar', prefix: '/ar', query: '?language=ar' },
] as const

for (const { locale, prefix, query } of languages) {
  test(`media center: seven board reports with their PDFs, then the news (${locale})`, async ({ tab: page, request }) => {
    await leaveLastPage(page)
    // The built site answers `late` article 9 from the browser only: the grid has the 8 built ones.
    const blogs = ((await (await request.get(`${dashboard}/api/blogs${query}`)).json()) as Array<{ id: number; header: string }>).filter(
      (blog) => blog.id !== 9,
    )
    const raw = await (await request.get(`${prefix}/news`)).text()
    for (const blog of blogs) expect(raw).toContain(blog.header.replace(/&/g, '&amp;'))

    await page.goto(`${prefix}/news`)
    const region = page.getByRole('region', { name: translate(locale, 'Board meeting reports') })
    const reports = region.getByRole('article')
    // The latest two, the newest first; the earlier five behind a disclosure, all in the HTML.
    await expect(reports).toHaveCount(2)
    await region.getByText(translate(locale, 'Earlier reports ({earlierCount})').replace('{earlierCount}', '5')).click()
    await expect(reports).toHaveCount(7)
    const dates = await reports.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
    expect(dates[0]).toBe('2025-04-22')
    expect(dates[6]).toBe('2024-06-20')
    if (locale === 'en') await expect(reports.first()).toContainText('April 22, 2025')
    for (const link of await reports.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      const pdf = await request.get((await link.getAttribute('href')) ?? '')
      expect(pdf.status()).toBe(200)
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    }
    const news = page.getByRole('region', { name: translate(locale, 'News'), exact: true }).getByRole('article')
    await expect(news).toHaveCount(blogs.length)
    await expect(news.first().getByRole('link')).toHaveAttribute('href', `${prefix}/news/${blogs[0]?.id}`)
  })

  test(`on a phone the media center reaches its news within two screen heights, the board reports compact (${locale})`, async ({ tab: page }) => {
    await leaveLastPage(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${prefix}/news`)
    const firstNews = page
      .getByRole('region', { name: translate(locale, 'News'), exact: true })
      .getByRole('article')
      .first()
    const top = await firstNews.evaluate((card) => card.getBoundingClientRect().top + window.scrollY)
    expect(top).toBeLessThan(2 * 844)
  })

  test(`education events and the home page list the dashboard's events (${locale})`, async ({ tab: page, request }) => {
    await leaveLastPage(page)
    const events = ((await (await request.get(`${dashboard}/api/events${query}`)).json()) as Array<{ id: number; header: string }>).filter(
      (event) => event.id !== 9,
    )
    await page.goto(`${prefix}/education-events`)
    const cards = page.getByRole('region', { name: translate(locale, 'Courses and symposiums') }).getByRole('article')
    await expect(cards).toHaveCount(events.length)
    await expect(cards.first()).toContainText(events[0]?.header ?? '')
    await expect(page.getByRole('region', { name: translate(locale, "Have Questions? We're Here to Help!") })).toBeVisible()

    await page.goto(prefix || '/')
    const latest = page.getByRole('region', { name: translate(locale, 'Latest education events') })
    await expect(latest.getByRole('article')).toHaveCount(3)
    expect(await latest.getByRole('article').getByRole('heading').allTextContents()).toEqual(events.slice(0, 3).map((event) => event.header))
    await expect(latest.getByRole('link', { name: translate(locale, 'View more') })).toHaveAttribute('href', `${prefix}/education-events`)
  })

  test(`products: every category in the HTML; tabs switch them without calling the dashboard, and the choice is in the URL (${locale})`, async ({
    tab: page,
    request,
  }) => {
    await leaveLastPage(page)
    const categories = (await (await request.get(`${dashboard}/api/product_categories${query}`)).json()) as Array<{ name: string }>
    const productsOf = async (name: string) =>
      (await (
        await request.get(`${dashboard}/api/product_categories?category=${encodeURIComponent(name)}${query.replace('?', '&')}`)
      ).json()) as Array<{ title: string }>
    const all = await Promise.all(categories.map((category) => productsOf(category.name)))
    const second = all[1]!

    // Every product of every category is in the page the host serves, before any script.
    const raw = await (await request.get(`${prefix}/products`)).text()
    for (const product of all.flat()) expect(raw).toContain(product.title)

    const calls: string[] = []
    const onRequest = (call: Request) => {
      if (call.url().startsWith(`${dashboard}/api/`)) calls.push(call.url())
    }
    page.on('request', onRequest)
    await open(page, `${prefix}/products`)
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(categories.map((category) => category.name))
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toHaveCount(1)
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel.locator('summary h3')).toHaveText(second.map((product) => product.title))
    expect(new URL(page.url()).hash).toBe('#category-2')

    await page.reload()
    await settled(page)
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').locator('summary h3')).toHaveText(second.map((product) => product.title))

    const card = page.getByRole('tabpanel').locator('details').first()
    await card.locator('summary').click()
    await expect(card).toHaveAttribute('open', '')
    page.off('request', onRequest)
    expect(calls).toEqual([])
  })

  test(`find us: profiles in the HTML, a search that filters and announces, testimonials (${locale})`, async ({ tab: page, request }) => {
    await leaveLastPage(page)
    const doctors = (await (await request.get(`${dashboard}/api/doctors${query}`)).json()) as Array<{
      name: string
      location: string
      specialization: string
    }>
    const testimonials = (await (await request.get(`${dashboard}/api/testimonials${query}`)).json()) as Array<{ name: string }>
    const raw = await (await request.get(`${prefix}/find-us`)).text()
    for (const doctor of doctors) expect(raw).toContain(doctor.name)

    await open(page, `${prefix}/find-us`)
    await expect(
      page.getByRole('img', {
        name: translate(locale, 'Map of Saudi Arabia showing our offices in Riyadh, Jeddah and Dammam and partner clinics across the Kingdom'),
      }),
    ).toBeVisible()
    const profiles = page.getByRole('list', { name: translate(locale, 'Doctor And Clinic Profiles') }).getByRole('listitem')
    await expect(profiles).toHaveCount(doctors.length)

    const city = doctors[0]!.location.split(/[,،]/)[0]!.trim()
    const expected = doctors.filter((doctor) => doctor.location.includes(city)).length
    await page.getByRole('searchbox', { name: translate(locale, 'Search by name, specialty or city') }).fill(city)
    await expect(profiles).toHaveCount(expected)
    await expect(page.getByRole('status')).not.toHaveText('')
    await page.getByRole('searchbox').fill('zzzz-nobody')
    await expect(profiles).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveText(
      translate(locale, '{count, plural, =0 {No profiles match your search.} one {# profile found} other {# profiles found}}').match(
        /=0 \{([^}]*)\}/,
      )?.[1] ?? '',
    )

    // The filter beside the search: by city and by specialization, with the search and with each other.
    await page.getByRole('searchbox').fill('')
    await expect(profiles).toHaveCount(doctors.length)
    const filters = page.getByRole('group', { name: translate(locale, 'Filter profiles') })
    const cityOf = (location: string) => location.split(/[,،]/)[0]!.trim()
    await filters.getByLabel(translate(locale, 'City')).selectOption(city)
    await expect(profiles).toHaveCount(doctors.filter((doctor) => cityOf(doctor.location) === city).length)
    await expect(page.getByRole('status')).not.toHaveText('')
    const specialization = doctors[0]!.specialization
    await filters.getByLabel(translate(locale, 'Specialization')).selectOption(specialization)
    const both = doctors.filter((doctor) => cityOf(doctor.location) === city && doctor.specialization === specialization)
    await expect(profiles).toHaveCount(both.length)
    await filters.getByLabel(translate(locale, 'City')).selectOption('')
    await expect(profiles).toHaveCount(doctors.filter((doctor) => doctor.specialization === specialization).length)

    // Each as the dashboard gives it: the person, the role after the comma.
    const names = page.getByRole('region', { name: translate(locale, 'Trusted by clinicians across the Kingdom') }).getByRole('listitem')
    await expect(names).toHaveText(testimonials.map((testimonial) => testimonial.name))
  })

  test(`/media-center is a permanent redirect to the news page (${locale})`, async ({ request }) => {
    const response = await request.get(`${prefix}/media-center`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(`${prefix}/news`)
  })
}
