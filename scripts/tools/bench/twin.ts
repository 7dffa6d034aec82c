/**
 * A page's scriptless twin: the same HTML bytes without anything that loads or runs JavaScript
 * (every `<script>` but JSON data blocks, every `modulepreload`). The twin paints what the page
 * paints with no script at all, so it is the limit the page's first paint is measured against.
 * The elements are found by a real HTML parser and cut out of the original text, so the rest of
 * the file is byte for byte the page's.
 */
import { JSDOM } from 'jsdom'

const dataTypes = new Set(['application/json', 'application/ld+json'])

export function scriptlessTwin(html: string): string {
  const dom = new JSDOM(html, { includeNodeLocations: true })
  const { document } = dom.window
  const cut = [
    ...[...document.querySelectorAll('script')].filter((script) => !dataTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase())),
    ...document.querySelectorAll('link[rel~="modulepreload" i]'),
  ]
    .map((element) => {
      const location = dom.nodeLocation(element)
      if (!location) throw new Error(`The parser gave no location for ${element.outerHTML.slice(0, 80)}`)
      return [location.startOffset, location.endOffset] as const
    })
    .sort(([a], [b]) => b - a)
  let twin = html
  for (const [start, end] of cut) twin = twin.slice(0, start) + twin.slice(end)
  return twin
}
