/**
 * The contact webhook's own script (webhook/contact.gs), run in Node: the fixture dashboard
 * answers the form with it, and the unit tests call its doPost, so what is tested is what is
 * deployed. Apps Script's services are stood in for by the little the script uses: the first sheet
 * of a spreadsheet (its rows go to `appendRow`), the script property SITE_URL, and the text and
 * HTML outputs, returned as an answer to write.
 */
import { readFileSync } from 'node:fs'
import { createContext, runInContext } from 'node:vm'

const source = readFileSync(new URL('../../webhook/contact.gs', import.meta.url), 'utf8')

export interface WebhookAnswer {
  /** Apps Script always answers 200; the fixture adds the contract's 400 to a refused JSON post. */
  status: number
  contentType: string
  body: string
}

export interface ContactWebhook {
  /** What Apps Script's doPost(e) would answer to a post with this content type and body. */
  post(contentType: string, body: string): WebhookAnswer
}

interface Output {
  content: string
  mime: string
  setMimeType(mime: string): Output
  setTitle(title: string): Output
}

const output = (content: string, mime: string): Output => ({
  content,
  mime,
  setMimeType(next) {
    this.mime = next
    return this
  },
  setTitle() {
    return this
  },
})

export function contactWebhook({ siteUrl, appendRow }: { siteUrl: string; appendRow: (row: unknown[]) => void }): ContactWebhook {
  const sheet = { appendRow }
  const context = createContext({
    SpreadsheetApp: { getActiveSpreadsheet: () => ({ getSheets: () => [sheet] }) },
    PropertiesService: { getScriptProperties: () => ({ getProperty: (name: string) => (name === 'SITE_URL' ? siteUrl : null) }) },
    ContentService: { MimeType: { JSON: 'application/json' }, createTextOutput: (text: string) => output(text, 'text/plain') },
    HtmlService: { createHtmlOutput: (html: string) => output(html, 'text/html') },
  })
  runInContext(source, context, { filename: 'webhook/contact.gs' })
  const doPost = context.doPost as (event: unknown) => Output
  return {
    post(contentType, body) {
      const form = contentType.startsWith('application/x-www-form-urlencoded')
      // Apps Script hands a form post's fields over as e.parameter; a JSON body only as text.
      const parameter = form ? Object.fromEntries(new URLSearchParams(body)) : {}
      const answer = doPost({ postData: { type: contentType.split(';')[0]!.trim(), contents: body }, parameter })
      const refused = answer.mime === 'application/json' && (JSON.parse(answer.content) as { result?: string }).result !== 'success'
      return { status: refused ? 400 : 200, contentType: `${answer.mime}; charset=utf-8`, body: answer.content }
    },
  }
}
