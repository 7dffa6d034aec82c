import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { contactWebhook } from './webhook'
import { translate } from '../catalog'

// webhook/contact.gs, the script deployed as the contact form's webhook, run in Node against its
// own doPost (tooling/dashboard/webhook.ts stands in for the spreadsheet and Apps Script's outputs).

const siteUrl = 'https://www.wahat-medical.example'
const valid = { fullName: 'Huda Al-Qahtani', email: 'huda@clinic.example', subject: 'Short implants', message: 'Please call me.' }

function webhook() {
  const rows: unknown[][] = []
  return { rows, post: contactWebhook({ siteUrl, appendRow: (row) => rows.push(row) }).post }
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const FORM = 'application/x-www-form-urlencoded'
const page = (html: string) => new JSDOM(html).window.document

describe('the contact webhook script', () => {
  it("stores the site's JSON post (sent as text/plain) and answers JSON", () => {
    const { rows, post } = webhook()
    const answer = post('text/plain;charset=utf-8', JSON.stringify(valid))
    expect(answer.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toEqual({ result: 'success' })
    expect(rows).toHaveLength(1)
    expect(typeof (rows[0]![0] as Date).toISOString()).toBe('string')
    expect(rows[0]!.slice(1)).toEqual([valid.fullName, valid.email, valid.subject, valid.message])
  })

  it('stores what would be a formula as text', () => {
    const { rows, post } = webhook()
    const hostile = { fullName: '=HYPERLINK("http://evil.example","x")', email: 'a@b.example', subject: '+1+1', message: '@SUM(A1)' }
    post('text/plain', JSON.stringify(hostile))
    post(FORM, form({ ...valid, subject: '-2+3', message: '-cmd|calc' }))
    post(FORM, form({ ...valid, subject: '\t=1', message: '\r=1+1' }))
    expect(rows.map((row) => row.slice(1))).toEqual([
      [`'${hostile.fullName}`, hostile.email, "'+1+1", "'@SUM(A1)"],
      [valid.fullName, valid.email, "'-2+3", "'-cmd|calc"],
      // A field is trimmed before it is stored: a leading tab or carriage return goes, the formula behind it is still caught.
      [valid.fullName, valid.email, "'=1", "'=1+1"],
    ])
  })

  it('refuses over-long, missing and malformed fields, storing nothing', () => {
    const { rows, post } = webhook()
    const refused = [
      { ...valid, fullName: 'x'.repeat(101) },
      { ...valid, email: `${'x'.repeat(250)}@b.example` },
      { ...valid, subject: 'x'.repeat(151) },
      { ...valid, message: 'x'.repeat(5001) },
      { ...valid, message: '   ' },
      { ...valid, email: 'not an address' },
    ]
    for (const message of refused) {
      const answer = post('text/plain', JSON.stringify(message))
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body).result).toBe('error')
    }
    expect(JSON.parse(post('text/plain', 'not json').body)).toEqual({ result: 'error', error: 'notJson' })
    // At its limits a message is accepted.
    expect(post('text/plain', JSON.stringify({ ...valid, fullName: 'x'.repeat(100), message: 'y'.repeat(5000) })).status).toBe(200)
    expect(rows).toHaveLength(1)
  })

  it('tells a bot that fills the honeypot all went well, and keeps nothing', () => {
    const { rows, post } = webhook()
    expect(JSON.parse(post('text/plain', JSON.stringify({ ...valid, website: 'http://spam.example' })).body)).toEqual({ result: 'success' })
    expect(page(post(FORM, form({ ...valid, website: 'spam' })).body).querySelector('[role="status"]')).not.toBeNull()
    expect(rows).toEqual([])
  })

  it("answers a form post with a page in the visitor's language that links back to the site's contact page", () => {
    const { rows, post } = webhook()
    const english = page(post(FORM, form({ ...valid, lang: 'en' })).body)
    expect(english.documentElement.lang).toBe('en')
    expect(english.querySelector('[role="status"]')?.textContent).toBe('Thank you, your message was sent. Our team will reply soon.')
    expect(english.querySelector('a')?.getAttribute('href')).toBe(`${siteUrl}/contact-us`)

    const arabic = page(post(`${FORM}; charset=UTF-8`, form({ ...valid, lang: 'ar' })).body)
    expect(arabic.documentElement.lang).toBe('ar')
    expect(arabic.documentElement.dir).toBe('rtl')
    expect(arabic.querySelector('[role="status"]')?.textContent).toBe(translate('ar', 'Thank you, your message was sent. Our team will reply soon.'))
    expect(arabic.querySelector('a')?.getAttribute('href')).toBe(`${siteUrl}/ar/contact-us`)
    expect(rows).toHaveLength(2)

    const refused = page(post(FORM, form({ ...valid, email: 'x', lang: 'ar' })).body)
    // The site's own sentence, as the Arabic catalogue words it, after the webhook's opening.
    expect(refused.querySelector('[role="alert"]')?.textContent).toContain(translate('ar', 'Please enter an email address such as name@clinic.com.'))
  })

  it('takes nothing from the post into its page: no markup, no link elsewhere', () => {
    const { post } = webhook()
    const html = post(FORM, form({ ...valid, lang: '"><script>alert(1)</script>', back: 'https://evil.example' })).body
    expect(html).not.toContain('<script')
    expect(html).not.toContain('evil.example')
    expect(page(html).documentElement.lang).toBe('en')
  })
})
