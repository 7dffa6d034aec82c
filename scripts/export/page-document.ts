/**
 * An export's pages, and what the post-export steps and the tests read off a finished page (its scripts, its head's links and meta
 * tags), found by a real HTML parser. Regular expressions over the page would also match text
 * inside attribute values, where dashboard content may hold `<script>` or `<link>` verbatim.
 */
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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

/**
 * Visits every element of a page in document order, with the tag names of its ancestors
 * (outermost first). Template contents are not visited. With `locations`, each element carries
 * where it starts and ends in `html` (parse5's sourceCodeLocation), for a step that edits the page.
 */
export function walkElements(
  html: string,
  visit: (element: Element, ancestors: readonly string[]) => void,
  { locations = false }: { locations?: boolean } = {},
): void {
  // An explicit stack: a page's depth is the dashboard's to choose, recursion could overflow.
  const stack: Array<{ node: ChildNode; ancestors: readonly string[] }> = parse(html, { sourceCodeLocationInfo: locations })
    .childNodes.map((node) => ({ node, ancestors: [] }))
    .reverse()
  while (stack.length > 0) {
    const { node, ancestors } = stack.pop()!
    if (!isElement(node)) continue
    visit(node, ancestors)
    const children = 'content' in node && node.tagName === 'template' ? [] : node.childNodes
    const inside = [...ancestors, node.tagName]
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index]!, ancestors: inside })
  }
}

/** All the text inside an element, as `textContent` reads it. */
export function deepText(element: Element): string {
  let text = ''
  const stack: ChildNode[] = [element]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.nodeName === '#text' && 'value' in node) text += node.value
    else if (isElement(node)) for (let index = node.childNodes.length - 1; index >= 0; index -= 1) stack.push(node.childNodes[index]!)
  }
  return text
}

export function readPage(html: string): PageDocument {
  const page: PageDocument = { scripts: [], headLinks: [], headMetas: [] }
  walkElements(html, (element, ancestors) => {
    const inHead = ancestors.includes('head')
    if (element.tagName === 'script') page.scripts.push(pageElement(element))
    else if (inHead && element.tagName === 'link') page.headLinks.push(pageElement(element))
    else if (inHead && element.tagName === 'meta') page.headMetas.push(pageElement(element))
  })
  return page
}

type Serialiser = Pick<typeof import('parse5'), 'parse' | 'serialize'>

/** The parse5 the page renderer (the patched vite-react-ssg) imports: its own resolution, not this module's. */
async function rendererSerialiser(): Promise<Serialiser> {
  const renderer = fileURLToPath(import.meta.resolve('vite-react-ssg/node'))
  return (await import(pathToFileURL(createRequire(renderer).resolve('parse5')).href)) as Serialiser
}

/**
 * The pages are written by parse5's serialiser (vite-react-ssg parses and serialises each page
 * once; see its patch), which escapes `<` and `>` in attribute values as the HTML standard does
 * since 2025. Dashboard text in a `content` or `alt` attribute can then never hold `</body>` or
 * `<script src=…>` verbatim, and no later string search over the page (where to put the loader,
 * which script is the router's) can take that text for markup: a `<` outside text and scripts
 * is always the start of a real tag. parse5 7 left them raw, and vite-react-ssg's own jsdom once
 * brought it a nested parse5 7 (package.json's overrides give it the project's jsdom), so the
 * build checks, before rendering, the serialiser the renderer resolves, and stops otherwise.
 */
export async function assertSerialiserEscapesAttributes(serialiser: Serialiser | Promise<Serialiser> = rendererSerialiser()): Promise<void> {
  const { parse, serialize } = await serialiser
  const probe = serialize(parse('<p title="</p><script src=/x.js>">x</p>'))
  if (!probe.includes('title="&lt;/p&gt;&lt;script src=/x.js&gt;"')) {
    throw new Error(
      `page-document: the page renderer's HTML serialiser leaves markup raw in attribute values (${probe}); parse5 8 or later escapes it (scripts/export/page-document.ts)`,
    )
  }
}

/** A page of an export: every HTML file in it (assets/ aside), by the path the host serves it at. */
export interface ExportPage {
  /** The URL path the host serves it at: index.html → `/`, ar/news/3.html → `/ar/news/3`. */
  path: string
  file: string
}

export function exportPages(outDir: string): ExportPage[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : walk(path)
      return entry.name.endsWith('.html') ? [path] : []
    })
  return walk(outDir)
    .map((file) => {
      const path = `/${relative(outDir, file)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '')}`
      return { path: path === '/index' ? '/' : path, file }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}
