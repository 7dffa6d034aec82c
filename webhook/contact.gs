/**
 * The contact form's webhook: a Google Apps Script web app that collects the messages in a
 * spreadsheet (deployment: webhook/README.md). It takes two kinds of post:
 *
 * - the site's own, once its script runs: the four fields as JSON, sent as text/plain (a simple
 *   cross-origin request, without a preflight), answered with JSON the site reads to tell the
 *   visitor what happened: `{"result":"success"}` once the row is stored, or `{"result":"error",
 *   "error":"missing"|"tooLong"|"badEmail","field":<the field>}` (Apps Script serves it through a
 *   redirect to script.googleusercontent.com; docs/decisions/0041);
 * - a plain HTML form post (URL-encoded), when the visitor's browser runs no script: answered with
 *   a small page in the visitor's language, styled like the site, that confirms or explains and
 *   links back to the page the visitor came from.
 *
 * Every value is checked as the contract says (openapi/dashboard.yaml, ContactMessage), by the rules
 * the site's form applies before it posts (src/api/contactRules.ts: FIELDS, LIMITS, EMAIL and
 * INVISIBLE must equal the contract's and the form's, which tooling/dashboard/webhook.test.ts
 * checks: change them there, then here); a filled
 * honeypot field (`website`) is a bot, told that all went well, and nothing is stored. Invisible
 * format characters are removed, and a cell whose first character is `=`, `+`, `-`, `@` or a
 * look-alike of one is stored as text (a leading apostrophe), so a message can never be a
 * spreadsheet formula.
 *
 * Plain JavaScript of the kind Apps Script's V8 runtime runs, with no imports: the fixture
 * dashboard and the unit tests run this very file in Node (tooling/dashboard/webhook.ts).
 */

// How long a post waits for another to finish writing its row (LockService.waitLock).
var LOCK_WAIT_MS = 10000
var FIELDS = ['fullName', 'email', 'subject', 'message']
var LIMITS = { fullName: 100, email: 254, subject: 150, message: 5000 }
var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Invisible characters a visitor cannot see in the sheet: format characters (zero-width spaces
// and joiners, bidi controls, the soft hyphen, the BOM: Unicode category Cf) and the C0/C1
// controls other than tab and line breaks (NUL among them). They are removed before anything else,
// so none can hide a formula behind it.
var INVISIBLE = /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu
// A first character a spreadsheet may read as the start of a formula, after NFKC folding (which
// turns the full-width ＝＋－＠, the small ﹦﹢﹣﹫ and the super- and subscript forms into = + - @ or
// the minus sign): the four, the minus sign U+2212, every dash (Pd), the heavy plus and minus,
// and a tab or carriage return.
var FORMULA_START = /^[=+\-@\u2212\u2795\u2796\p{Pd}\t\r]/u

/**
 * How the script is deployed, which decides how its page's link leaves Apps Script's sandboxed
 * frame. The script property SPREADSHEET_ID set: a stand-alone script that opens that sheet by id,
 * whose frame may navigate the visitor's tab (`_top`). Unset: a script bound to its spreadsheet
 * (webhook/README.md), whose frame may not, so the link opens a new tab (`_blank`).
 * Google's "HTML Service: Restrictions": allow-top-navigation-by-user-activation is set only for
 * stand-alone script projects.
 */
function spreadsheetId() {
  return String(PropertiesService.getScriptProperties().getProperty('SPREADSHEET_ID') || '').trim()
}

// The site's own wording where the site says the same (locales/*/common.po), so a visitor reads
// one voice; tooling/dashboard/webhook.test.ts holds them to the catalogues.
var TEXTS = {
  en: {
    title: 'Message sent',
    sent: 'Thank you, your message was sent. Our team will reply soon.',
    refusedTitle: 'Message not sent',
    refused: 'Your message could not be sent: ',
    missing: 'please fill in every field.',
    tooLong: 'a field is longer than the form allows.',
    badEmail: 'please enter an email address such as name@clinic.com.',
    back: 'Back to the contact page',
    site: 'Wahat Medical',
  },
  ar: {
    title: 'تم إرسال الرسالة',
    sent: 'شكرًا لك، تم إرسال رسالتك. سيرد عليك فريقنا قريبًا.',
    refusedTitle: 'لم تُرسل الرسالة',
    refused: 'تعذّر إرسال رسالتك: ',
    missing: 'يرجى تعبئة جميع الحقول.',
    tooLong: 'أحد الحقول أطول مما يسمح به النموذج.',
    badEmail: 'يُرجى إدخال بريد إلكتروني مثل name@clinic.com.',
    back: 'العودة إلى صفحة التواصل',
    site: 'واحات الطبية',
  },
}

// The site's colours and type (src/theme/theme.css.ts, src/theme/fallbacks.css.ts): its web fonts
// where the visitor has them installed, else the same system fonts the site falls back to.
// tooling/dashboard/webhook.test.ts holds the colours to the theme.
var STYLE =
  ':root{color:#1b2a31;background:#ffffff;font:1rem/1.6 Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  ':lang(ar){font-family:"IBM Plex Sans Arabic",system-ui,"Segoe UI",Tahoma,sans-serif;line-height:1.85}' +
  'body{margin:0}' +
  'header{background:#0b4f5c;color:#ffffff;padding-block:1rem;padding-inline:1.5rem;font-weight:700}' +
  'main{max-inline-size:40rem;margin-inline:auto;padding-block:2rem;padding-inline:1.5rem}' +
  'h1{font-size:clamp(1.5rem,1.2rem + 1.2vw,2.125rem);line-height:1.2;color:#0b4f5c}' +
  '[role=alert]{color:#1b2a31;border-inline-start:4px solid #7a4f00;padding-inline-start:1rem}' +
  'a{color:#0b5f6d}' +
  'a.back{display:inline-block;background:#0e7480;color:#ffffff;padding-block:0.75rem;padding-inline:1.5rem;border-radius:0.5rem;text-decoration:none;font-weight:600}' +
  'a.back:hover{background:#0a5c66}' +
  'a:focus-visible{outline:3px solid #7a4f00;outline-offset:2px}'

function doPost(e) {
  var post = (e && e.postData) || null
  var form = !post || /^application\/x-www-form-urlencoded\b/i.test(String(post.type).trim())
  var input = form ? (e && e.parameter) || {} : parseJson(post.contents)
  var lang = form && input.lang === 'ar' ? 'ar' : 'en'
  var back = form ? backPath(input.back, lang) : null
  if (input === null) return answer(form, lang, back, 'notJson')
  // A bot filled the field people never see (with anything: text, a number, true): it hears that
  // all went well, and nothing is kept.
  if (filled(input.website)) return answer(form, lang, back, null)
  var values = {}
  for (var i = 0; i < FIELDS.length; i += 1) {
    var value = input[FIELDS[i]]
    values[FIELDS[i]] = typeof value === 'string' ? value.replace(INVISIBLE, '').trim() : value
  }
  var problem = check(values)
  if (problem) return answer(form, lang, back, problem.error, problem.field)
  var row = [new Date()]
  for (var j = 0; j < FIELDS.length; j += 1) row.push(asText(values[FIELDS[j]]))
  // Two posts at once must not write the same row: the script lock serialises them. When it is
  // not had in time, waitLock throws ("Lock timeout: ...") and Apps Script answers with its error
  // page: nothing is stored, and the site says it could not confirm the message.
  var lock = LockService.getScriptLock()
  lock.waitLock(LOCK_WAIT_MS)
  try {
    messageSheet().appendRow(row)
    SpreadsheetApp.flush()
  } finally {
    lock.releaseLock()
  }
  return answer(form, lang, back, null)
}

function filled(value) {
  return value !== undefined && value !== null && value !== ''
}

function parseJson(text) {
  try {
    var value = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null
  } catch (error) {
    return null
  }
}

/** The first problem of a message (its values cleaned and trimmed) and its field, or null. */
function check(values) {
  for (var i = 0; i < FIELDS.length; i += 1) {
    var field = FIELDS[i]
    var value = values[field]
    if (typeof value !== 'string' || value === '') return { error: 'missing', field: field }
    if (value.length > LIMITS[field]) return { error: 'tooLong', field: field }
    if (field === 'email' && !EMAIL.test(value)) return { error: 'badEmail', field: field }
  }
  return null
}

/** A value a spreadsheet could read as a formula is stored as text. */
function asText(value) {
  return FORMULA_START.test(value.charAt(0).normalize('NFKC')) ? "'" + value : value
}

function messageSheet() {
  var id = spreadsheetId()
  var book = id ? SpreadsheetApp.openById(id) : SpreadsheetApp.getActiveSpreadsheet()
  return book.getSheets()[0]
}

/**
 * The site path the visitor posted from (the form's hidden `back`), if it is one of the site's own
 * paths; otherwise the contact page in the visitor's language. Only a path is taken, and the
 * origin is the script's own SITE_URL, so a post from elsewhere cannot make the link leave the site.
 */
function backPath(posted, lang) {
  var path = typeof posted === 'string' ? posted : ''
  if (/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(path) && path.length <= 200) return path
  return (lang === 'ar' ? '/ar' : '') + '/contact-us'
}

function answer(form, lang, back, problem, field) {
  if (!form) {
    var body = problem ? { result: 'error', error: problem } : { result: 'success' }
    if (field) body.field = field
    return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON)
  }
  var texts = TEXTS[lang]
  var title = problem ? texts.refusedTitle : texts.title
  var text = problem ? texts.refused + (texts[problem] || texts.missing) : texts.sent
  var site = String(PropertiesService.getScriptProperties().getProperty('SITE_URL') || '').replace(/\/+$/, '')
  // Apps Script shows this page in a sandboxed frame: a link leaves it only with a target, and
  // only a stand-alone script's frame may navigate the visitor's own tab.
  var target = spreadsheetId() ? '_top' : '_blank'
  var html =
    '<!doctype html><html lang="' +
    lang +
    '" dir="' +
    (lang === 'ar' ? 'rtl' : 'ltr') +
    '"><head><meta charset="utf-8"><style>' +
    STYLE +
    '</style></head><body><header>' +
    escapeHtml(texts.site) +
    '</header><main><h1>' +
    escapeHtml(title) +
    '</h1><p role="' +
    (problem ? 'alert' : 'status') +
    '">' +
    escapeHtml(text) +
    '</p><p><a class="back" href="' +
    escapeHtml(site + back) +
    '" target="' +
    target +
    '"' +
    (target === '_blank' ? ' rel="noopener"' : '') +
    '>' +
    escapeHtml(texts.back) +
    '</a></p></main></body></html>'
  // A viewport written into the page is ignored: Apps Script takes meta tags from addMetaTag only.
  return HtmlService.createHtmlOutput(html).setTitle(title).addMetaTag('viewport', 'width=device-width, initial-scale=1')
}

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, function (char) {
    return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[char]
  })
}
