/**
 * The contact webhook's own script (webhook/contact.gs), run in Node and served the way Google
 * Apps Script serves a web app, so what is tested is what is deployed and the site meets what
 * production answers. Each point is Google's documented behaviour (webhook/README.md names the
 * sources):
 *
 * - A `ContentService` answer is not served from the script's URL: the POST is answered with a 302
 *   to a one-time URL on a second origin (script.googleusercontent.com; here the other loopback
 *   name, src/api/webhookOrigins.ts), which serves the body once. A second fetch of it fails.
 * - An `HtmlService` answer is a page on the script's origin holding a sandboxed iframe from the
 *   second origin, with the sandbox keywords Google lists (allow-top-navigation-by-user-activation
 *   only for a stand-alone script: here, when the SPREADSHEET_ID script property is set). The
 *   page's meta tags are those of `addMetaTag`; meta tags written into the HTML are dropped.
 *
 * Apps Script's services are stood in for by the little the script uses: the first sheet of a
 * spreadsheet (its rows go to `appendRow`), the script lock, the script properties, and the text
 * and HTML outputs.
 *
 * A deployment can fail the ways a real one does (webhook/README.md, "When it fails"), chosen by
 * the id in its URL, `/macros/s/<failure>/exec` (`failures` below); any other id, and
 * `/webhooks/contact`, is a deployment that works.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { createContext, runInContext } from 'node:vm'
import { webhookAnswerOrigin } from '#src/api/webhookOrigins'

const source = readFileSync(new URL('../../webhook/contact.gs', import.meta.url), 'utf8')

/** What doPost returned: a ContentService text output or an HtmlService page. */
export interface ScriptOutput {
  kind: 'text' | 'html'
  mimeType: string
  content: string
  title: string
  metaTags: { name: string; content: string }[]
}

/**
 * The failures of a deployment, by the id that selects it. The script's own failures are raised
 * inside Apps Script's services, so contact.gs meets them as it would there.
 */
export const failures = {
  /** The text answer's one-time URL is served without Access-Control-Allow-Origin (the message is stored). */
  'no-cors-header': 'the answer on the second origin carries no Access-Control-Allow-Origin',
  /** The spreadsheet fails under appendRow: Apps Script's own error page, nothing stored. */
  throws: 'the script throws: Apps Script answers with its HTML error page (200, no CORS header)',
  /** LockService.waitLock gives up: Apps Script's error page, nothing stored. */
  'lock-timeout': 'the script lock is not had in time: waitLock throws, Apps Script answers with its error page',
  /** The script runs after `slowScriptMs` (then stores the message and answers as usual). */
  slow: 'the script takes tens of seconds before it answers',
  /** The deployment was deleted: Google's "unable to open the file" page (404). */
  gone: "the deployment is gone: Google's 404 page",
} as const

export type Failure = keyof typeof failures

export interface ContactWebhook {
  /** What the script's doPost(e) returns for a post with this content type and body; throws what the script throws. */
  post(contentType: string, body: string, failure?: Failure): ScriptOutput
  /**
   * Whether the script is deployed stand-alone, asked of contact.gs itself (its `spreadsheetId()`:
   * a stand-alone script opens its sheet by id; a bound one has its sheet already).
   */
  standalone(): boolean
}

/** The meta tags addMetaTag accepts (HtmlOutput reference); any other name is an error there. */
const allowedMetaTags = ['apple-mobile-web-app-capable', 'google-site-verification', 'mobile-web-app-capable', 'viewport']

function output(kind: ScriptOutput['kind'], content: string, mimeType: string) {
  const result: ScriptOutput = { kind, content, mimeType, title: '', metaTags: [] }
  const methods = {
    setMimeType(next: string) {
      result.mimeType = next
      return methods
    },
    setTitle(title: string) {
      result.title = title
      return methods
    },
    addMetaTag(name: string, content: string) {
      if (!allowedMetaTags.includes(name)) throw new Error(`Invalid argument: ${name} is not a meta tag addMetaTag accepts`)
      result.metaTags.push({ name, content })
      return methods
    },
    result,
  }
  return methods
}

/**
 * contact.gs with its services. `properties` are the script properties (SITE_URL, SPREADSHEET_ID),
 * read at each post, so a test can redeploy the script stand-alone.
 */
export function contactWebhook({
  properties,
  appendRow,
}: {
  properties: Record<string, string | undefined>
  appendRow: (row: unknown[]) => void
}): ContactWebhook {
  let failure: Failure | undefined
  const sheet = {
    appendRow(row: unknown[]) {
      // A message Apps Script gives when the spreadsheet cannot be written (trashed, over its quota, busy).
      if (failure === 'throws') throw new Error('Service Spreadsheets timed out while accessing document with id 1AbCdEf.')
      appendRow(row)
    },
  }
  const spreadsheet = { getSheets: () => [sheet] }
  const lock = {
    waitLock(_ms: number) {
      // LockService's message when another execution held the lock for longer than the wait.
      if (failure === 'lock-timeout') throw new Error('Lock timeout: another process was holding the lock for too long.')
    },
    releaseLock() {},
  }
  const context = createContext({
    SpreadsheetApp: { getActiveSpreadsheet: () => spreadsheet, openById: () => spreadsheet, flush() {} },
    LockService: { getScriptLock: () => lock },
    PropertiesService: { getScriptProperties: () => ({ getProperty: (name: string) => properties[name] ?? null }) },
    ContentService: { MimeType: { JSON: 'application/json' }, createTextOutput: (text: string) => output('text', text, 'text/plain') },
    HtmlService: { createHtmlOutput: (html: string) => output('html', html, 'text/html') },
  })
  runInContext(source, context, { filename: 'webhook/contact.gs' })
  const doPost = context.doPost as (event: unknown) => ReturnType<typeof output>
  const spreadsheetId = context.spreadsheetId as () => string
  return {
    post(contentType, body, chosen) {
      const type = contentType.split(';')[0]!.trim()
      // Apps Script hands a form post's fields over as e.parameter; a JSON body only as text.
      const parameter = /^application\/x-www-form-urlencoded$/i.test(type) ? Object.fromEntries(new URLSearchParams(body)) : {}
      failure = chosen
      try {
        return doPost({ postData: { type, contents: body }, parameter }).result
      } finally {
        failure = undefined
      }
    },
    standalone: () => spreadsheetId() !== '',
  }
}

/** The sandbox of Apps Script's frame ("HTML Service: Restrictions", restrictions in IFRAME mode). */
function appsScriptSandbox(standalone: boolean): string {
  const keywords = [
    'allow-same-origin',
    'allow-forms',
    'allow-scripts',
    'allow-popups',
    'allow-downloads',
    'allow-modals',
    'allow-popups-to-escape-sandbox',
  ]
  return [...keywords, ...(standalone ? ['allow-top-navigation-by-user-activation'] : [])].join(' ')
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** A post's body, at most 64 KB (a contact message is far less; a larger body is refused). */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Meta tags the script wrote into its HTML: Apps Script ignores them (HtmlOutput.addMetaTag). */
const withoutMetaTags = (html: string) => html.replace(/<meta\b(?![^>]*\bcharset\b)[^>]*>/gi, '')

/**
 * Apps Script's answer when the script throws (a web app answers 200 whatever happens, and the
 * page is served at once, without the redirect or a CORS header): its "Error" page holding the
 * exception's message, "Exception: ..." for a service's, "TypeError: ..." for the language's own.
 */
function appsScriptErrorPage(error: unknown): string {
  const name = error instanceof Error ? (error.name === 'Error' ? 'Exception' : error.name) : 'Exception'
  const text = `${name}: ${error instanceof Error ? error.message : String(error)}`
  return (
    '<!DOCTYPE html><html><head><title>Error</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="margin:20px"><div>Google Apps Script</div>' +
    `<div style="text-align:center;font-family:monospace;margin:50px auto 0;max-width:600px">${escapeAttribute(text)}</div></body></html>`
  )
}

/** Google's page for a web app URL that leads nowhere (a deleted deployment). */
const FILE_NOT_FOUND =
  '<!doctype html><title>Error</title><p>Sorry, unable to open the file at this time.</p><p>Please check the address and try again.</p>'

/**
 * Serves the script as Apps Script serves a web app: `handle` answers the script's POST, the
 * one-time URLs of its text answers and the frames of its pages, and returns false for any other
 * request. The second origin is found from the request's own (src/api/webhookOrigins.ts), so the
 * same handler serves 127.0.0.1 and, in a test that maps Google's host names here, script.google.com.
 * `later` runs a slow deployment's script after `slowScriptMs` (the dashboard stops its timers on close).
 */
export function appsScriptWebApp(
  webhook: ContactWebhook,
  {
    slowScriptMs = 60_000,
    later = (ms: number, run: () => void) => void setTimeout(run, ms),
  }: { slowScriptMs?: number; later?: (ms: number, run: () => void) => void } = {},
) {
  const texts = new Map<string, { answer: ScriptOutput; cors: boolean }>()
  const pages = new Map<string, ScriptOutput>()
  const key = () => randomBytes(24).toString('base64url')
  const requestOrigin = (req: IncomingMessage) => `${(req.socket as TLSSocket).encrypted ? 'https' : 'http'}://${req.headers.host ?? '127.0.0.1'}`

  const run = (req: IncomingMessage, res: ServerResponse, body: string, failure: Failure | undefined) => {
    let answer: ScriptOutput
    try {
      answer = webhook.post(req.headers['content-type'] ?? 'text/plain', body, failure)
    } catch (error) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate' })
      return void res.end(appsScriptErrorPage(error))
    }
    const second = webhookAnswerOrigin(requestOrigin(req)) ?? requestOrigin(req)
    if (answer.kind === 'text') {
      const id = key()
      texts.set(id, { answer, cors: failure !== 'no-cors-header' })
      res.writeHead(302, {
        Location: `${second}/macros/echo?user_content_key=${id}&lib=stand-in`,
        'Content-Type': 'text/html; charset=UTF-8',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
      })
      return void res.end('<HTML><HEAD><TITLE>Moved Temporarily</TITLE></HEAD><BODY>Moved Temporarily</BODY></HTML>')
    }
    const id = key()
    pages.set(id, answer)
    // Pages stay readable (a reload of the frame): the oldest go once there are many.
    if (pages.size > 200) pages.delete(pages.keys().next().value!)
    const meta = answer.metaTags.map(({ name, content }) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`).join('')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(
      `<!doctype html><html><head><meta charset="utf-8">${meta}<title>${escapeAttribute(answer.title)}</title></head>` +
        '<body style="margin:0">' +
        `<iframe src="${second}/userCodeAppPanel?key=${id}" sandbox="${appsScriptSandbox(webhook.standalone())}" title="${escapeAttribute(answer.title)}"` +
        ' style="display:block;border:0;inline-size:100%;block-size:100vh"></iframe></body></html>',
    )
  }

  return {
    /** Answers the request if it is the web app's; false otherwise. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      const deployment = /^\/macros\/s\/([\w-]+)\/exec$/.exec(url.pathname)?.[1]
      if (req.method === 'POST' && (url.pathname === '/webhooks/contact' || deployment)) {
        const failure = deployment && Object.hasOwn(failures, deployment) ? (deployment as Failure) : undefined
        if (failure === 'gone') {
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
          res.end(FILE_NOT_FOUND)
          return true
        }
        void readBody(req)
          .then((body) => (failure === 'slow' ? later(slowScriptMs, () => run(req, res, body, failure)) : run(req, res, body, failure)))
          .catch(() => {
            res.writeHead(400, { 'Content-Type': 'text/plain' })
            res.end('Bad request')
          })
        return true
      }
      if (req.method === 'GET' && url.pathname === '/macros/echo') {
        const id = url.searchParams.get('user_content_key') ?? ''
        const text = texts.get(id)
        // One time only: the key is spent by its first fetch.
        texts.delete(id)
        if (!text) {
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
          res.end(FILE_NOT_FOUND)
        } else {
          res.writeHead(200, {
            'Content-Type': `${text.answer.mimeType}; charset=utf-8`,
            ...(text.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
          })
          res.end(text.answer.content)
        }
        return true
      }
      if (req.method === 'GET' && url.pathname === '/userCodeAppPanel') {
        const answer = pages.get(url.searchParams.get('key') ?? '')
        res.writeHead(answer ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
        res.end(answer ? withoutMetaTags(answer.content) : 'Not found')
        return true
      }
      return false
    },
  }
}
