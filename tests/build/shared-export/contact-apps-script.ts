import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { violations, watchPolicy } from '../../support/policy'
import { languages } from '../../support/site'
import { launchOptionsMapping } from '#tooling/chromium'
import { appsScriptWebApp, contactWebhook } from '#tooling/dashboard/webhook'
import { listen, type Running } from '#tooling/net'
import { translate } from '#tooling/catalog'
import { APPS_SCRIPT_CONTENT_ORIGIN, APPS_SCRIPT_HOST } from '#src/api/webhookOrigins'
import type { SharedExport } from './built'

// The contact path as production runs it: an export built with CONTACT_WEBHOOK_URL on
// script.google.com (tests/build/shared-export.test.ts, whose build serves the listings and the
// image boundary too), so its content security policy is the production one, and Chromium meeting
// the Apps Script stand-in (tooling/dashboard/webhook.ts, running webhook/contact.gs) under
// Google's own host names, over TLS with a certificate made here. The site tests meet the same
// stand-in on loopback (tests/site/contact.spec.ts and no-javascript.spec.ts in Chromium,
// tests/engines in Gecko and WebKit).

/** The web app's address on Google's host, which the build is given as CONTACT_WEBHOOK_URL. */
export const webhookUrl = `https://${APPS_SCRIPT_HOST}/macros/s/AKfycbStandIn/exec`
const widths = [390, 1440]

export const describeContactForm = (built: SharedExport) =>
  describe('the contact form against Apps Script under its own host names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'apps-script-'))
    const properties: Record<string, string | undefined> = {}
    const rows: unknown[][] = []
    let webApp: Running
    let site: Running
    let browser: Browser

    beforeAll(async () => {
      // A self-signed certificate for both of Google's names; the browser is told to accept it.
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '2',
          '-subj',
          `/CN=${APPS_SCRIPT_HOST}`,
          '-addext',
          `subjectAltName=DNS:${APPS_SCRIPT_HOST},DNS:${new URL(APPS_SCRIPT_CONTENT_ORIGIN).hostname}`,
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      )
      const app = appsScriptWebApp(contactWebhook({ properties, appendRow: (row) => rows.push(row) }))
      const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
        if (!app.handle(req, res, new URL(req.url ?? '/', webhookUrl))) res.writeHead(404).end()
      })
      webApp = await listen(server, 0, '127.0.0.1')
      site = built.site
      properties.SITE_URL = site.url
      const stand = `127.0.0.1:${new URL(webApp.url).port}`
      browser = await chromium.launch(launchOptionsMapping({ [APPS_SCRIPT_HOST]: stand, [new URL(APPS_SCRIPT_CONTENT_ORIGIN).hostname]: stand }))
    })

    afterAll(async () => {
      await browser?.close()
      await webApp?.close()
      rmSync(dir, { recursive: true, force: true })
    })

    /** A page in a new context, the content security policy's refusals watched (tests/support/policy.ts). */
    async function open(options: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; page: Page; policyMessages: string[] }> {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, ...options })
      const page = await context.newPage()
      return { context, page, policyMessages: await watchPolicy(page) }
    }

    const fill = async (page: Page, locale: (typeof languages)[number]['locale'], subject: string) => {
      const values = { 'Full Name': 'Huda Al-Qahtani', Email: 'huda@clinic.example', Subject: subject, Message: 'Please call me.' }
      for (const [label, value] of Object.entries(values)) await page.getByLabel(translate(locale, label), { exact: true }).fill(value)
    }
    const stored = (subject: string) => rows.filter((row) => row[3] === subject)

    it('builds a policy that lets the enhanced post follow Google’s redirect', async () => {
      const csp = (await fetch(`${site.url}/contact-us`)).headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${APPS_SCRIPT_CONTENT_ORIGIN.replace(/\./g, '\\.')}`))
      expect(csp).toContain(`form-action https://${APPS_SCRIPT_HOST};`)
    })

    for (const { locale, prefix } of languages) {
      for (const width of widths) {
        it(`with JavaScript, stores a message once and says it was sent, with no policy violation (${locale}, ${width} px)`, async () => {
          const { context, page, policyMessages } = await open({ viewport: { width, height: 900 } })
          try {
            const echoes: string[] = []
            page.on('request', (request) => void (request.url().startsWith(APPS_SCRIPT_CONTENT_ORIGIN) && echoes.push(request.url())))
            await page.goto(`${site.url}${prefix}/contact-us`, { waitUntil: 'networkidle' })
            const subject = `JS ${locale} ${width}`
            await fill(page, locale, subject)
            await page.getByRole('button', { name: translate(locale, 'Submit') }).click()
            await expect
              .poll(() =>
                page
                  .getByRole('status')
                  .filter({ hasText: translate(locale, 'Thank you, your message was sent. Our team will reply soon.') })
                  .count(),
              )
              .toBe(1)
            expect(stored(subject)).toHaveLength(1)
            // The answer came through Google's redirect, which the policy let the fetch follow.
            expect(echoes).toHaveLength(1)
            expect(await violations(page)).toEqual([])
            expect(policyMessages).toEqual([])
          } finally {
            await context.close()
          }
        })

        for (const standalone of [false, true]) {
          it(`without JavaScript, the answer page has the phone's viewport and its link leaves Apps Script's frame for the site (${locale}, ${width} px, ${standalone ? 'stand-alone' : 'bound'})`, async () => {
            properties.SPREADSHEET_ID = standalone ? '1StandInSheet' : undefined
            const phone = width < 768
            const { context, page, policyMessages } = await open({
              javaScriptEnabled: false,
              viewport: { width, height: 900 },
              isMobile: phone,
              hasTouch: phone,
            })
            try {
              await page.goto(`${site.url}${prefix}/contact-us`)
              const subject = `No JS ${locale} ${width} ${standalone}`
              await fill(page, locale, subject)
              await page.getByRole('button', { name: translate(locale, 'Submit') }).click()
              await page.waitForURL(webhookUrl)
              const frame = page.frameLocator('iframe')
              await expect
                .poll(() => frame.getByRole('status').textContent())
                .toBe(translate(locale, 'Thank you, your message was sent. Our team will reply soon.'))
              expect(stored(subject)).toHaveLength(1)
              // A phone lays the page out at its own width only when the viewport tag is Apps Script's own (addMetaTag).
              expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(width)
              const back = `${site.url}${prefix}/contact-us`
              const link = frame.getByRole('link')
              if (standalone) {
                await link.click()
                await page.waitForURL(back)
              } else {
                const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
                await tab.waitForURL(back)
              }
              expect(policyMessages).toEqual([])
            } finally {
              await context.close()
            }
          })
        }
      }
    }
  })
