/**
 * What the post-export steps read off a finished page (its scripts, its head's links and meta
 * tags), found by a real HTML parser. Regular expressions over the page would also match text
 * inside attribute values, where dashboard content may hold `<script>` or `<link>` verbatim.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Element = DefaultTreeAdapterMap['element']
type ChildNode = DefaultTreeAdapterMap['childNode']

export interface PageElement {
  attributes: Record<string, string>
  /** The element's text content (for a script, its source exactly as the browser runs it). */
  text: string
}

export interface PageDocument {
  scripts: PageElement[]
  headLinks: PageElement[]
  headMetas: PageElement[]
}

const isElement = (node: ChildNode): node is Element => 'tagName' in node

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('')
}

const pageElement = (element: Element): PageElement => ({
  attributes: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
  text: textOf(element),
})

export function readPage(html: string): PageDocument {
  const page: PageDocument = { scripts: [], headLinks: [], headMetas: [] }
  // An explicit stack: a page's depth is the dashboard's to choose, recursion could overflow.
  const stack: Array<{ node: ChildNode; inHead: boolean }> = parse(html).childNodes.map((node) => ({ node, inHead: false }))
  while (stack.length > 0) {
    const { node, inHead } = stack.pop()!
    if (!isElement(node)) continue
    if (node.tagName === 'script') page.scripts.push(pageElement(node))
    else if (inHead && node.tagName === 'link') page.headLinks.push(pageElement(node))
    else if (inHead && node.tagName === 'meta') page.headMetas.push(pageElement(node))
    const children = 'content' in node && node.tagName === 'template' ? [] : node.childNodes
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: children[index]!, inHead: inHead || node.tagName === 'head' })
    }
  }
  return page
}

/**
 * The page with `<` and `>` escaped inside attribute values. The serialiser that writes the
 * pages leaves them raw there (valid HTML), so dashboard text in a `content` or `alt` attribute
 * can hold `</body>` or `<script src=…>` verbatim, and every later string search over the page
 * (where to put the loader, which script is the router's) could take that text for markup.
 * Escaped, a `<` outside text and scripts is always the start of a real tag; the document the
 * browser builds is the same.
 */
export function escapeMarkupInAttributes(html: string): string {
  const edits: Array<{ start: number; end: number; text: string }> = []
  const stack: ChildNode[] = [...parse(html, { sourceCodeLocationInfo: true }).childNodes]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (!isElement(node)) continue
    const locations = node.sourceCodeLocation?.attrs
    for (const { name, value } of node.attrs) {
      const location = locations?.[name]
      if (!location || !/[<>]/.test(value)) continue
      edits.push({ start: location.startOffset, end: location.endOffset, text: `${name}="${escapeAttribute(value)}"` })
    }
    stack.push(...node.childNodes)
    if (node.tagName === 'template' && 'content' in node) stack.push(...(node.content as { childNodes: ChildNode[] }).childNodes)
  }
  edits.sort((a, b) => b.start - a.start)
  let escaped = html
  for (const { start, end, text } of edits) escaped = escaped.slice(0, start) + text + escaped.slice(end)
  return escaped
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (character) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[character]!)
