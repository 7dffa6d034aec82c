import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { createContext, runInContext } from 'node:vm'
import { appsScriptWebApp, contactWebhook, failures } from './webhook'
import { translate } from '../catalog'
import { listen } from '../net'
import { contactLimits as contractLimits } from '../../scripts/export/contract-limits'
import { CONTACT_FIELDS, EMAIL, INVISIBLE } from '#src/types/contactRules'

// webhook/contact.gs, the script deployed as the contact form's webhook, run in Node against its
// own doPost (tooling/dashboard/webhook.ts stands in for the spreadsheet and Apps Script's outputs).

const siteUrl = 'https://www.wahat-medical.example'
const valid = { fullName: 'Huda Al-Qahtani', email: 'huda@clinic.example', subject: 'Short implants', message: 'Please call me.' }

function webhook(properties: Record<string, string> = {}) {
  const rows: unknown[][] = []
  const script = contactWebhook({ properties: { SITE_URL: siteUrl, ...properties }, appendRow: (row) => rows.push(row) })
  // What the script returned: its text or page, and whether the JSON answer said the message was refused.
  const post = (contentType: string, body: string) => {
    const output = script.post(contentType, body)
    const refused = output.kind === 'text' && (JSON.parse(output.content) as { result?: string }).result !== 'success'
    return { ...output, body: output.content, contentType: output.mimeType, status: refused ? 400 : 200 }
  }
  return { rows, post }
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
    // Each refusal names its reason and the field it applies to, for the form to show beside it.
    expect(refused.map((message) => JSON.parse(post('text/plain', JSON.stringify(message)).body))).toEqual([
      { result: 'error', error: 'tooLong', field: 'fullName' },
      { result: 'error', error: 'tooLong', field: 'email' },
      { result: 'error', error: 'tooLong', field: 'subject' },
      { result: 'error', error: 'tooLong', field: 'message' },
      { result: 'error', error: 'missing', field: 'message' },
      { result: 'error', error: 'badEmail', field: 'email' },
    ])
    // A field of invisible characters alone is empty, as the form says (src/types/contactRules.ts).
    expect(JSON.parse(post('text/plain', JSON.stringify({ ...valid, fullName: '\u200b\u2060 \u00ad' })).body)).toEqual({
      result: 'error',
      error: 'missing',
      field: 'fullName',
    })
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

  it('stores every look-alike of = + - @ at the start of a cell as text', () => {
    const { rows, post } = webhook()
    // Full-width, small, super- and subscript forms, the minus sign, dashes, heavy plus and minus.
    const lookAlikes = [
      '＝',
      '＋',
      '－',
      '＠',
      '﹦',
      '﹢',
      '﹣',
      '﹫',
      '\u2212',
      '⁼',
      '₌',
      '⁺',
      '₊',
      '⁻',
      '₋',
      '\u2010',
      '\u2013',
      '\u2014',
      '➕',
      '➖',
    ]
    for (const sign of lookAlikes) post('text/plain', JSON.stringify({ ...valid, subject: `${sign}1+1`, message: `${sign}SUM(A1:A9)` }))
    expect(rows.map((row) => row.slice(3))).toEqual(lookAlikes.map((sign) => [`'${sign}1+1`, `'${sign}SUM(A1:A9)`]))
    // A sign later in the text is no formula.
    post('text/plain', JSON.stringify({ ...valid, subject: 'Price ＝ 1+1' }))
    expect(rows.at(-1)![3]).toBe('Price ＝ 1+1')
  })

  it('removes invisible format characters, so none hides a formula behind it', () => {
    const { rows, post } = webhook()
    // Zero-width space, non-joiner, joiner, word joiner, LRM, RLM, Arabic letter mark, bidi embeddings,
    // overrides and isolates, soft hyphen, BOM, NUL and another C0 control.
    const invisible = [
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
      '\u00AD',
      '\uFEFF',
      '\u0000',
      '\u0001',
    ]
    for (const mark of invisible) post(FORM, form({ ...valid, subject: `${mark}=1+1`, message: ` ${mark}${mark} ＋cmd` }))
    expect(rows.map((row) => row.slice(3))).toEqual(invisible.map(() => ["'=1+1", "'＋cmd"]))
    post('text/plain', JSON.stringify({ ...valid, fullName: 'Hu\u200Bda\u202E Al\u00ADQahtani\uFEFF' }))
    expect(rows.at(-1)![1]).toBe('Huda AlQahtani')
    // Nothing but invisible characters is an empty field.
    expect(post('text/plain', JSON.stringify({ ...valid, subject: '\u200B\u2060\uFEFF' })).status).toBe(400)
    expect(rows).toHaveLength(invisible.length + 1)
  })

  it('takes a honeypot filled with any value, of any type, for a bot', () => {
    const { rows, post } = webhook()
    for (const website of [1, 0, true, false, 'x', ' ', {}, []]) {
      expect(JSON.parse(post('text/plain', JSON.stringify({ ...valid, website })).body)).toEqual({ result: 'success' })
    }
    expect(page(post(FORM, form({ ...valid, website: '0' })).body).querySelector('[role="status"]')).not.toBeNull()
    expect(rows).toEqual([])
    // Empty, null or absent: a person.
    for (const website of ['', null, undefined]) post('text/plain', JSON.stringify({ ...valid, website }))
    expect(rows).toHaveLength(3)
  })

  it('reads a form post whatever the case of its content type', () => {
    const { rows, post } = webhook()
    const answer = post('APPLICATION/X-WWW-FORM-URLENCODED; Charset=UTF-8', form({ ...valid, lang: 'ar' }))
    expect(answer.kind).toBe('html')
    expect(page(answer.body).documentElement.lang).toBe('ar')
    expect(rows.map((row) => row.slice(1))).toEqual([[valid.fullName, valid.email, valid.subject, valid.message]])
  })

  it('sets the viewport with addMetaTag, as Apps Script ignores one written into the page', () => {
    const answer = webhook().post(FORM, form(valid))
    expect(answer.metaTags).toEqual([{ name: 'viewport', content: 'width=device-width, initial-scale=1' }])
    expect(page(answer.body).querySelector('meta[name]')).toBeNull()
  })

  it("links back to the page posted from, on the site's own origin only, out of Apps Script's frame", () => {
    const link = (fields: Record<string, string>, properties?: Record<string, string>) =>
      page(webhook(properties).post(FORM, form({ ...valid, ...fields })).body).querySelector('a')!
    expect(link({ lang: 'ar', back: '/ar/contact-us' }).getAttribute('href')).toBe(`${siteUrl}/ar/contact-us`)
    expect(link({ back: '/book-a-meeting' }).getAttribute('href')).toBe(`${siteUrl}/book-a-meeting`)
    for (const back of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/a/../../x',
      ' /x',
    ]) {
      expect(link({ lang: 'ar', back }).getAttribute('href'), back).toBe(`${siteUrl}/ar/contact-us`)
    }
    // Bound to its spreadsheet (webhook/README.md), the script's frame may not navigate the tab: a new tab.
    expect(link({}).getAttribute('target')).toBe('_blank')
    expect(link({}).getAttribute('rel')).toBe('noopener')
    // Deployed stand-alone (it opens the sheet by id), its frame may navigate the tab.
    expect(link({}, { SPREADSHEET_ID: '1AbC' }).getAttribute('target')).toBe('_top')
  })

  it("is drawn in the site's colours", () => {
    const theme = readFileSync(new URL('../../src/theme/theme.css.ts', import.meta.url), 'utf8')
    const themeColours = new Set([...theme.matchAll(/'(#[0-9a-f]{6})'/gi)].map((match) => match[1]!.toLowerCase()))
    const html = webhook().post(FORM, form(valid)).body
    const colours = [...html.matchAll(/#[0-9a-f]{6}\b/gi)].map((match) => match[0].toLowerCase())
    expect(colours.length).toBeGreaterThan(5)
    expect(colours.filter((colour) => !themeColours.has(colour))).toEqual([])
  })
})

describe("the script's rules are the contract's and the form's", () => {
  // contact.gs has no imports: its constants are read off the file as Apps Script runs it.
  const script = createContext({})
  runInContext(readFileSync('webhook/contact.gs', 'utf8'), script)

  it('has the limits of openapi/dashboard.yaml, the fields in its order, and the e-mail rule and invisible characters of the form', () => {
    expect(script.LIMITS).toEqual(contractLimits())
    expect(script.FIELDS).toEqual(Object.keys(contractLimits()))
    expect(script.FIELDS).toEqual([...CONTACT_FIELDS])
    expect({ source: script.EMAIL.source, flags: script.EMAIL.flags }).toEqual({ source: EMAIL.source, flags: EMAIL.flags })
    expect({ source: script.INVISIBLE.source, flags: script.INVISIBLE.flags }).toEqual({ source: INVISIBLE.source, flags: INVISIBLE.flags })
  })
})

/** The script served as Apps Script serves it, on loopback, with the rows it stored. */
async function serve(properties: Record<string, string> = {}, slowScriptMs?: number) {
  const rows: unknown[][] = []
  const app = appsScriptWebApp(contactWebhook({ properties: { SITE_URL: siteUrl, ...properties }, appendRow: (row) => rows.push(row) }), {
    slowScriptMs,
  })
  const server = createServer((req, res) => {
    if (!app.handle(req, res, new URL(req.url ?? '/', 'http://x'))) res.writeHead(404).end()
  })
  return { rows, running: await listen(server, 0, '127.0.0.1') }
}

describe('the contact webhook, served as Apps Script serves it', () => {
  it('answers the JSON post with a 302 to a one-time URL on a second origin', async () => {
    const { rows, running } = await serve()
    try {
      const port = new URL(running.url).port
      const answer = await fetch(`${running.url}/webhooks/contact`, { method: 'POST', body: JSON.stringify(valid), redirect: 'manual' })
      expect(answer.status).toBe(302)
      const location = new URL(answer.headers.get('location')!)
      expect(location.origin).toBe(`http://localhost:${port}`)
      expect(location.pathname).toBe('/macros/echo')
      expect(rows).toHaveLength(1)
      const once = await fetch(location.href.replace('localhost', '127.0.0.1'))
      expect(once.status).toBe(200)
      expect(await once.json()).toEqual({ result: 'success' })
      expect((await fetch(location.href.replace('localhost', '127.0.0.1'))).status).toBe(404)
    } finally {
      await running.close()
    }
  })

  it("answers a form post with a page that frames the script's HTML from the second origin, sandboxed as Google does", async () => {
    for (const standalone of [false, true]) {
      const { running } = await serve(standalone ? { SPREADSHEET_ID: '1AbC' } : {})
      try {
        const answer = await fetch(`${running.url}/webhooks/contact`, { method: 'POST', headers: { 'Content-Type': FORM }, body: form(valid) })
        expect(answer.status).toBe(200)
        const outer = page(await answer.text())
        expect(outer.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1')
        const frame = outer.querySelector('iframe')!
        const sandbox = frame.getAttribute('sandbox')!.split(' ')
        expect(sandbox).toEqual(
          expect.arrayContaining(['allow-same-origin', 'allow-forms', 'allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox']),
        )
        expect(sandbox.includes('allow-top-navigation-by-user-activation')).toBe(standalone)
        expect(sandbox).not.toContain('allow-top-navigation')
        const src = new URL(frame.getAttribute('src')!)
        expect(src.hostname).toBe('localhost')
        const inner = page(await (await fetch(src.href.replace('localhost', '127.0.0.1'))).text())
        expect(inner.querySelector('a')?.getAttribute('target')).toBe(standalone ? '_top' : '_blank')
      } finally {
        await running.close()
      }
    }
  })
})

describe('a deployment that fails as real ones do (webhook/README.md, "When it fails")', () => {
  async function deployments(slowScriptMs?: number) {
    const { rows, running } = await serve({}, slowScriptMs)
    const post = (deployment: string, body = JSON.stringify(valid), contentType = 'text/plain') =>
      fetch(`${running.url}/macros/s/${deployment}/exec`, { method: 'POST', headers: { 'Content-Type': contentType }, body, redirect: 'manual' })
    const echo = async (answer: Response) => fetch(new URL(answer.headers.get('location')!).href.replace('localhost', '127.0.0.1'))
    return { rows, running, post, echo }
  }

  it('names each failure it knows', () => {
    expect(Object.keys(failures).sort()).toEqual(['gone', 'lock-timeout', 'no-cors-header', 'slow', 'throws'])
  })

  it("carries the CORS header on the second origin's answer, except in the deployment that omits it (which still stores)", async () => {
    const { rows, running, post, echo } = await deployments()
    try {
      const fine = await echo(await post('AKfycbExample'))
      expect(fine.headers.get('access-control-allow-origin')).toBe('*')
      const bare = await echo(await post('no-cors-header'))
      expect(bare.headers.has('access-control-allow-origin')).toBe(false)
      expect(await bare.json()).toEqual({ result: 'success' })
      expect(rows).toHaveLength(2)
    } finally {
      await running.close()
    }
  })

  it("answers a script that throws, or whose lock times out, with Apps Script's error page: 200, HTML, no redirect, no CORS header, nothing stored", async () => {
    const { rows, running, post } = await deployments()
    try {
      for (const [deployment, message] of [
        ['throws', 'Exception: Service Spreadsheets timed out while accessing document with id'],
        ['lock-timeout', 'Exception: Lock timeout: another process was holding the lock for too long.'],
      ] as const) {
        for (const answer of [await post(deployment), await post(deployment, form(valid), FORM)]) {
          expect(answer.status).toBe(200)
          expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
          expect(answer.headers.has('access-control-allow-origin')).toBe(false)
          expect(page(await answer.text()).body.textContent).toContain(message)
        }
      }
      expect(rows).toEqual([])
    } finally {
      await running.close()
    }
  })

  it("answers a deleted deployment with Google's 404 page", async () => {
    const { rows, running, post } = await deployments()
    try {
      const answer = await post('gone')
      expect(answer.status).toBe(404)
      expect(await answer.text()).toContain('Sorry, unable to open the file at this time.')
      expect(rows).toEqual([])
    } finally {
      await running.close()
    }
  })

  it('runs a slow script after its delay, then stores and answers as usual', async () => {
    const { rows, running, post } = await deployments(300)
    try {
      const started = performance.now()
      const answer = await post('slow')
      expect(performance.now() - started).toBeGreaterThanOrEqual(290)
      expect(answer.status).toBe(302)
      expect(rows).toHaveLength(1)
    } finally {
      await running.close()
    }
  })
})
