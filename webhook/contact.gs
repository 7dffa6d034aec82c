/**
 * The contact form's webhook: a Google Apps Script web app bound to the spreadsheet that
 * collects the messages (deployment: webhook/README.md). It takes two kinds of post:
 *
 * - the site's own, once its script runs: the four fields as JSON, sent as text/plain (a no-cors
 *   request may carry nothing else), answered with JSON the site cannot read and does not need;
 * - a plain HTML form post (URL-encoded), when the visitor's browser runs no script: answered with
 *   a small page in the visitor's language that confirms or explains, and links back to the site.
 *
 * Every value is checked as the contract says (openapi/dashboard.yaml, ContactMessage); a filled
 * honeypot field (`website`) is a bot, told that all went well, and nothing is stored. A cell that
 * would start with `=`, `+`, `-`, `@`, a tab or a carriage return is stored as text (a leading
 * apostrophe), so a message can never be a spreadsheet formula.
 *
 * Plain JavaScript of the kind Apps Script runs, with no imports: the fixture dashboard and the
 * unit tests run this very file in Node (tooling/dashboard/webhook.ts).
 */

var FIELDS = ['fullName', 'email', 'subject', 'message']
var LIMITS = { fullName: 100, email: 254, subject: 150, message: 5000 }
var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
var FORMULA_START = /^[=+\-@\t\r]/

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
  },
}

function doPost(e) {
  var post = (e && e.postData) || null
  var form = !post || String(post.type).indexOf('application/x-www-form-urlencoded') === 0
  var input = form ? (e && e.parameter) || {} : parseJson(post.contents)
  var lang = form && input.lang === 'ar' ? 'ar' : 'en'
  if (input === null) return answer(form, lang, 'notJson')
  // A bot filled the field people never see: it hears that all went well, and nothing is kept.
  if (typeof input.website === 'string' && input.website !== '') return answer(form, lang, null)
  var problem = check(input)
  if (problem) return answer(form, lang, problem)
  var row = [new Date()]
  for (var i = 0; i < FIELDS.length; i += 1) row.push(asText(String(input[FIELDS[i]]).trim()))
  messageSheet().appendRow(row)
  return answer(form, lang, null)
}

function parseJson(text) {
  try {
    var value = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null
  } catch (error) {
    return null
  }
}

/** The first problem of a message, or null. */
function check(input) {
  for (var i = 0; i < FIELDS.length; i += 1) {
    var value = input[FIELDS[i]]
    if (typeof value !== 'string' || value.trim() === '') return 'missing'
    if (value.trim().length > LIMITS[FIELDS[i]]) return 'tooLong'
  }
  return EMAIL.test(input.email.trim()) ? null : 'badEmail'
}

/** A value a spreadsheet would read as a formula is stored as text. */
function asText(value) {
  return FORMULA_START.test(value) ? "'" + value : value
}

function messageSheet() {
  return SpreadsheetApp.getActiveSpreadsheet().getSheets()[0]
}

function answer(form, lang, problem) {
  if (!form) {
    var body = problem ? { result: 'error', error: problem } : { result: 'success' }
    return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON)
  }
  var texts = TEXTS[lang]
  var title = problem ? texts.refusedTitle : texts.title
  var text = problem ? texts.refused + (texts[problem] || texts.missing) : texts.sent
  var site = String(PropertiesService.getScriptProperties().getProperty('SITE_URL') || '').replace(/\/+$/, '')
  // The link back is built here from the site's own address, never taken from the post.
  var back = site + (lang === 'ar' ? '/ar' : '') + '/contact-us'
  var html =
    '<!doctype html><html lang="' +
    lang +
    '" dir="' +
    (lang === 'ar' ? 'rtl' : 'ltr') +
    '"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' +
    escapeHtml(title) +
    '</title></head><body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1.5rem; line-height: 1.6">' +
    '<h1>' +
    escapeHtml(title) +
    '</h1><p role="' +
    (problem ? 'alert' : 'status') +
    '">' +
    escapeHtml(text) +
    '</p><p><a href="' +
    escapeHtml(back) +
    '">' +
    escapeHtml(texts.back) +
    '</a></p></body></html>'
  return HtmlService.createHtmlOutput(html).setTitle(title)
}

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, function (char) {
    return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[char]
  })
}
