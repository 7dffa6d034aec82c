import { expect, type Page, type Request } from '@playwright/test'
import { expectNoAxeViolations } from '../support/axe'
import { storedMessages } from '../support/contact-messages'
import { violations, watchPolicy } from '../support/policy'
import { translate } from '#tooling/catalog'
import { dashboardOrigin, open, settled } from '../support/site'
import { SCHEDULER_SCRIPT_URL } from '#src/content/embeds'
import { company } from '#src/content/company'
import { CONTACT_TIMEOUT_MS } from '#src/types/contactRules'
import type { Failure } from '#tooling/dashboard/webhook'
import { test } from '../support/sweep'

const webhook = `${dashboardOrigin}/webhooks/contact`

/**
 * Sends the form's posts to a deployment of the stand-in that fails as a real one can
 * (tooling/dashboard/webhook.ts `failures`), or to the working one (null); `body` rewrites what
 * the page posted. The page still posts to its own webhook URL: the browser only is told otherwise.
 */
function deployTo(page: Page) {
  const current: { failure: Failure | null; body?: (posted: string) => string } = { failure: null }
  void page.route(webhook, (route) =>
    route.continue({
      url: current.failure ? `${dashboardOrigin}/macros/s/${current.failure}/exec` : webhook,
      postData: current.body?.(route.request().postData() ?? ''),
    }),
  )
  return current
}

function capturePosts(page: Page, { fail = false, delayMs = 0 } = {}): Request[] {
  const posts: Request[] = []
  void page.route(webhook, async (route) => {
    posts.push(route.request())
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (fail) await route.abort('connectionrefused')
    else await route.continue()
  })
  return posts
}

const unique = () => Math.random().toString(36).slice(2, 10)

for (const { locale, prefix } of [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const) {
  const field = (page: Page, label: string) => page.getByLabel(translate(locale, label), { exact: true })
  const submit = (page: Page) => page.getByRole('button', { name: translate(locale, 'Submit') })
  const fill = async (page: Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
  }
  const valid = {
    'Full Name': '  Huda Al-Qahtani ',
    Email: 'huda@clinic.example',
    Subject: 'Short implants',
    Message: ' Please call me about training. ',
  }

  test(`the contact page lists the three offices with phone and email links (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/contact-us`)
    const offices = page.getByRole('region', { name: translate(locale, 'Our offices') }).getByRole('listitem')
    await expect(offices).toHaveCount(3)
    await expect(offices.getByRole('heading')).toHaveText(['Riyadh', 'Jeddah', 'Dammam'].map((city) => translate(locale, city)))
    await expect(offices.first().getByRole('link').first()).toHaveAttribute('href', 'tel:+966110000000')
    await expect(offices.first().getByRole('link').last()).toHaveAttribute('href', 'mailto:riyadh@wahat-medical.example')
  })

  test(`an empty form and an invalid email send nothing and say why, field by field (${locale})`, async ({ page }) => {
    const posts = capturePosts(page)
    await open(page, `${prefix}/contact-us`)
    await submit(page).click()
    for (const [label, message] of [
      ['Full Name', 'Please enter your full name.'],
      ['Email', 'Please enter your email address.'],
      ['Subject', 'Please enter a subject.'],
      ['Message', 'Please write your message.'],
    ] as const) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(translate(locale, message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    }
    await expect(field(page, 'Full Name')).toBeFocused()
    await expectNoAxeViolations(page)

    await fill(page, { ...valid, Email: 'not-an-email' })
    await submit(page).click()
    await expect(field(page, 'Email')).toBeFocused()
    await expect(field(page, 'Email')).toHaveAccessibleDescription(translate(locale, 'Please enter an email address such as name@clinic.com.'))
    await expect(field(page, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toHaveLength(0)
  })

  test(`a valid message is sent once, as JSON of the four trimmed fields, then the form is cleared (${locale})`, async ({ page }) => {
    const posts = capturePosts(page, { delayMs: 600 })
    await open(page, `${prefix}/contact-us`)
    await fill(page, valid)
    await submit(page).click()
    const sending = page.getByRole('button', { name: translate(locale, 'Sending...') })
    await expect(sending).toBeDisabled()
    await sending.click({ force: true }).catch(() => undefined) // a second press while sending
    await expect(
      page.getByRole('status').filter({ hasText: translate(locale, 'Thank you, your message was sent. Our team will reply soon.') }),
    ).toBeVisible()
    expect(posts).toHaveLength(1)
    expect(posts[0]?.method()).toBe('POST')
    expect(JSON.parse(posts[0]?.postData() ?? '{}')).toEqual({
      fullName: 'Huda Al-Qahtani',
      email: 'huda@clinic.example',
      subject: 'Short implants',
      message: 'Please call me about training.',
    })
    for (const label of Object.keys(valid)) await expect(field(page, label)).toHaveValue('')
    expect(await page.evaluate(() => sessionStorage.getItem('contact-draft'))).toBeNull()
    await expectNoAxeViolations(page)
  })

  // The fixture's webhook answers as Apps Script does (tooling/dashboard/webhook.ts): the JSON post
  // through a 302 to its second origin (the plain post: tests/site/no-javascript.spec.ts).
  for (const width of [390, 1440]) {
    test(`with JavaScript, a message is stored once through the webhook's redirect and the visitor told it was sent, with no policy violation (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const policyMessages = await watchPolicy(page)
      await open(page, `${prefix}/contact-us`)
      const subject = `Redirected ${unique()}`
      await fill(page, { ...valid, Subject: subject })
      await submit(page).click()
      await expect(
        page.getByRole('status').filter({ hasText: translate(locale, 'Thank you, your message was sent. Our team will reply soon.') }),
      ).toBeVisible()
      expect(storedMessages(subject)).toHaveLength(1)
      expect(await violations(page)).toEqual([])
      expect(policyMessages).toEqual([])
    })
  }

  // The way round a message not confirmed: the office's address, the message in the link.
  const emailInstead = (page: Page) =>
    page.getByRole('link', { name: `${translate(locale, 'Email your message to')} ${company.offices.riyadh.email}` })
  const notConfirmed =
    'We could not confirm that your message arrived, so it may not have been sent. What you wrote is still here: try again, or email it to us.'
  const thanks = 'Thank you, your message was sent. Our team will reply soon.'

  test(`with the webhook unreachable, nothing typed is lost and the visitor can retry (${locale})`, async ({ page }) => {
    capturePosts(page, { fail: true })
    await open(page, `${prefix}/contact-us`)
    await fill(page, valid)
    await submit(page).click()
    await expect(page.getByRole('alert')).toHaveText(translate(locale, notConfirmed))
    await expect(emailInstead(page)).toHaveAttribute('href', /^mailto:/)
    await expect(field(page, 'Full Name')).toHaveValue(valid['Full Name'])
    await expect(field(page, 'Message')).toHaveValue(valid.Message)
    await expect(page.getByRole('button', { name: translate(locale, 'Try again') })).toBeEnabled()
    await expectNoAxeViolations(page)

    // What was typed also survives a reload until it is sent.
    await page.reload()
    await settled(page)
    await expect(field(page, 'Subject')).toHaveValue(valid.Subject)
  })

  // One page, each failure in turn through the form's retry, as a visitor who keeps trying would
  // meet them; the rows the stand-in stored are counted after each.
  test(`with JavaScript, only the script's word is "sent": a refusal shows its reason, every unreadable answer "not confirmed" with the text kept (${locale})`, async ({
    page,
  }) => {
    // The site's own timer, run out by the test's clock rather than waited for.
    await page.clock.install()
    const deployment = deployTo(page)
    await open(page, `${prefix}/contact-us`)
    const subject = `Outcomes ${locale} ${unique()}`
    await fill(page, { ...valid, Subject: subject })
    const button = page.getByRole('button', { name: new RegExp(`^(${translate(locale, 'Submit')}|${translate(locale, 'Try again')})$`) })
    const status = page.getByRole('status').filter({ hasText: translate(locale, thanks) })
    const send = async () => {
      await button.click()
      await expect(page.getByRole('button', { name: translate(locale, 'Sending...') })).toHaveCount(0)
    }

    // Refused: the script reads an address without a dot (the form would not have sent it).
    deployment.body = (posted) => JSON.stringify({ ...JSON.parse(posted), email: 'huda@clinic' })
    await send()
    await expect(field(page, 'Email')).toHaveAccessibleDescription(translate(locale, 'Please enter an email address such as name@clinic.com.'))
    await expect(page.getByRole('alert')).toHaveText(
      translate(locale, 'Your message was not accepted. Please correct what is marked and send it again.'),
    )
    expect(storedMessages(subject)).toHaveLength(0)
    deployment.body = undefined

    // Apps Script's error page (a throw, a lock not had in time), Google's page for a deleted
    // deployment, an answer without the CORS header: never thanked, everything kept.
    for (const [failure, rows] of [
      ['throws', 0],
      ['lock-timeout', 0],
      ['gone', 0],
      // The script ran and stored it; the site could not read that it did.
      ['no-cors-header', 1],
    ] as const) {
      deployment.failure = failure
      await send()
      await expect(page.getByRole('alert'), failure).toHaveText(translate(locale, notConfirmed))
      await expect(status, failure).toHaveCount(0)
      await expect(field(page, 'Subject')).toHaveValue(subject)
      expect(storedMessages(subject), failure).toHaveLength(rows)
    }
    const mail = new URL((await emailInstead(page).getAttribute('href')) ?? '')
    expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${company.offices.riyadh.email}`)
    expect(mail.searchParams.get('subject')).toBe(subject)
    await expect(page.getByLabel(translate(locale, 'Your message, ready to copy'))).toHaveValue(new RegExp(valid.Message.trim()))

    // A script slower than the site waits: not confirmed once the site's time is up.
    deployment.failure = 'slow'
    await button.click()
    await expect(page.getByRole('button', { name: translate(locale, 'Sending...') })).toBeDisabled()
    await page.clock.fastForward(CONTACT_TIMEOUT_MS)
    await expect(page.getByRole('alert')).toHaveText(translate(locale, notConfirmed))
    await expect(status).toHaveCount(0)
    expect(storedMessages(subject)).toHaveLength(1)

    // Stored: thanked, and the fields cleared.
    deployment.failure = null
    await send()
    await expect(status).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('')
    await expect(field(page, 'Subject')).toHaveValue('')
    expect(storedMessages(subject)).toHaveLength(2)
    await expectNoAxeViolations(page)
  })

  test(`a bot filling the hidden field is dropped silently (${locale})`, async ({ page }) => {
    const posts = capturePosts(page)
    await open(page, `${prefix}/contact-us`)
    await fill(page, valid)
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await submit(page).click()
    await expect(
      page.getByRole('status').filter({ hasText: translate(locale, 'Thank you, your message was sent. Our team will reply soon.') }),
    ).toBeVisible()
    expect(posts).toHaveLength(0)
  })

  test.describe(() => {
    test.use({ javaScriptEnabled: false })

    // Without JavaScript the visitor reads the script's own page (tests/site/no-javascript.spec.ts)
    // or, when the script fails, Google's: never a confirmation without the row.
    test(`without JavaScript, a refused message and a failing script store nothing and thank no one (${locale})`, async ({ page }) => {
      const deployment = deployTo(page)
      const subject = `No script refused ${locale} ${unique()}`
      // The browser's own check takes a field of zero-width spaces for filled; the script does not.
      await page.goto(`${prefix}/contact-us`)
      await fill(page, { ...valid, 'Full Name': '\u200b\u200b', Subject: subject })
      await submit(page).click()
      await page.waitForURL(webhook)
      const frame = page.frameLocator('iframe')
      await expect(frame.getByRole('alert')).toBeVisible()
      await expect(frame.getByRole('status')).toHaveCount(0)
      expect(storedMessages(subject)).toHaveLength(0)

      deployment.failure = 'throws'
      await page.goto(`${prefix}/contact-us`)
      await fill(page, { ...valid, Subject: subject })
      await submit(page).click()
      await page.waitForURL(webhook)
      await expect(page.getByText(/^Exception: Service Spreadsheets timed out/)).toBeVisible()
      expect(storedMessages(subject)).toHaveLength(0)
    })
  })

  test(`the booking widget's script loads once across three visits (${locale})`, async ({ page }) => {
    const loads: string[] = []
    await page.route(SCHEDULER_SCRIPT_URL, async (route) => {
      loads.push(route.request().url())
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.Calendly = { initInlineWidget({ url, parentElement }) { const p = document.createElement('p'); p.textContent = 'Calendar: ' + url; parentElement.append(p) } }`,
      })
    })
    await open(page, `${prefix}/book-a-meeting`)
    await expect(page.getByRole('heading', { level: 2, name: translate(locale, 'Get a Customized Solution for Your Clinic') })).toBeVisible()
    for (let visit = 0; visit < 2; visit += 1) {
      await page.getByRole('link', { name: translate(locale, 'Inquire Now') }).click()
      await expect(page).toHaveURL(`${prefix}/contact-us`)
      await page.goBack()
      await expect(page).toHaveURL(`${prefix}/book-a-meeting`)
      await expect(page.getByText(/^Calendar: /)).toHaveCount(1)
    }
    expect(loads).toHaveLength(1)
    expect(await page.locator('script[data-scheduler]').count()).toBe(1)
    await expect(page.getByText(/^Calendar: /)).toContainText('30min')
  })

  test(`when the widget's script cannot load, a plain booking link remains (${locale})`, async ({ page }) => {
    await page.route(SCHEDULER_SCRIPT_URL, (route) => route.abort('blockedbyclient'))
    await open(page, `${prefix}/book-a-meeting`)
    await expect(page.getByText(translate(locale, 'The booking calendar could not be loaded here.'))).toBeVisible()
    const link = page.getByRole('link', { name: new RegExp(translate(locale, 'Open the booking page for a 30-minute meeting')) })
    await expect(link).toHaveAttribute('href', /30min/)
    await expect(link).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })
}
