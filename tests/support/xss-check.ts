import { JSDOM } from 'jsdom'

const forbiddenTags = new Set([
  'script',
  'style',
  'base',
  'meta',
  'link',
  'object',
  'embed',
  'iframe',
  'frame',
  'frameset',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
  'noscript',
  'isindex',
  'keygen',
  'applet',
])
const forbiddenAttributes = new Set(['srcdoc', 'style', 'formaction', 'action', 'ping', 'srcset'])
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

// One jsdom window for every check (a window per call made the corpus's 452 checks take 17 s):
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
    if (forbiddenTags.has(tag)) problems.push(`<${tag}>`)
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
