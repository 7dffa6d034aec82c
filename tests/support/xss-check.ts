import { JSDOM } from 'jsdom'

/**
 * What dashboard HTML must never bring into a page, by what it would do there. The oracle is
 * written from the HTML standard's kinds of content (html.spec.whatwg.org, "Kinds of content")
 * and the attacks DOMPurify documents and the corpus plays (tooling/dashboard/xss-vectors.ts:
 * script, restyling the page, other documents framed, forms that phish, foreign content's
 * namespace confusion, DOM clobbering), never from src/api/sanitize.ts's configuration: a check
 * that copied the sanitiser's lists could not catch their mistakes. The sanitiser may remove more
 * (a policy of the site); what is listed here it must remove.
 */
const dangerousElements: Record<string, readonly string[]> = {
  // Metadata content: runs script, or changes the whole page (its styles, base URL, refresh, title).
  'changes the page': ['script', 'style', 'link', 'meta', 'base', 'title', 'noscript', 'template'],
  // Embedded content that loads another document or a plugin.
  'loads another document': ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe'],
  // A form and its controls: a fake login sends what a visitor types elsewhere.
  'asks for input': ['form', 'input', 'button', 'select', 'textarea', 'keygen', 'isindex'],
}
const dangerousTags = new Map(Object.entries(dangerousElements).flatMap(([why, tags]) => tags.map((tag) => [tag, why] as const)))
/** Attributes that restyle the page, carry a document of their own, or send a request of their own. */
const forbiddenAttributes = new Set(['style', 'srcdoc', 'formaction', 'action', 'ping'])
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
const urlAttributes = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'data',
  'poster',
  'cite',
  'background',
  'codebase',
  'dynsrc',
  'lowsrc',
])

// One jsdom window for every check (a window per call made the corpus's checks slow):
// its DOMParser builds each document, scripts never run in it.
let window: JSDOM['window'] | undefined
const parser = () => new (window ??= new JSDOM('').window).DOMParser()
let blank: Document | undefined
/** A document's own properties, which an id or name must not shadow. */
const blankDocument = () => (blank ??= parser().parseFromString('', 'text/html'))

/**
 * Everything dangerous left in sanitised HTML: forbidden elements, event-handler and other
 * forbidden attributes, script-capable URLs, and links to other sites without rel=noopener.
 * Empty means clean.
 */
export function dangerousParts(html: string, siteOrigin = 'https://www.wahat-medical.example'): string[] {
  const document = parser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')
  const problems: string[] = []
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const tag = element.localName
    if (dangerousTags.has(tag)) problems.push(`<${tag}>`)
    // SVG and MathML parse by other rules (the namespace confusion behind DOMPurify's mXSS advisories).
    else if (element.namespaceURI !== HTML_NAMESPACE && element.parentElement?.namespaceURI === HTML_NAMESPACE) problems.push(`<${tag}>`)
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase()
      if (attribute.startsWith('on')) problems.push(`${tag}[${attribute}]`)
      if (forbiddenAttributes.has(attribute)) problems.push(`${tag}[${attribute}]`)
      // Browsers drop control characters inside a URL's scheme (java\x00script:), so the check does too.
      // eslint-disable-next-line no-control-regex
      const scheme = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase()
      const scriptable = /^(javascript|vbscript|livescript):/.test(scheme) || (tag !== 'img' && scheme.startsWith('data:'))
      if (urlAttributes.has(attribute) && scriptable) problems.push(`${tag}[${attribute}=${value.slice(0, 40)}]`)
    }
    if (tag === 'a' && element.getAttribute('href')) {
      const url = new URL(element.getAttribute('href') ?? '', siteOrigin)
      const external = url.origin !== siteOrigin
      const rel = element.getAttribute('rel') ?? ''
      if (external && !(element.getAttribute('target') === '_blank' && rel.includes('noopener') && rel.includes('noreferrer'))) {
        problems.push(`external link without a new tab and rel=noopener noreferrer: ${url.href}`)
      }
    }
  }
  // DOM clobbering: names that shadow document properties.
  for (const element of Array.from(document.querySelectorAll('[id], [name]'))) {
    for (const name of [element.getAttribute('id'), element.getAttribute('name')]) {
      if (name && name in blankDocument()) problems.push(`clobbering name "${name}"`)
    }
  }
  return problems
}
