/**
 * React Router writes each page's loader data as an inline script that differs on every page,
 * so a Content-Security-Policy would need one hash per page. Here the data moves into a JSON
 * data block (never executed, so outside script-src) and one inline script, identical on every
 * page, hands it to the router. The policy then holds a single hash for it (scripts/export/headers.ts).
 *
 * The script reads the element just before itself, not an element found by id: an article body
 * is dashboard HTML inside the React root, and whatever ids it carries (the sanitiser prefixes
 * them too) cannot put an element between the block and the script, both written after the root.
 */

const ROUTER_SCRIPT_START = '<script>window.__staticRouterHydrationData = JSON.parse('
const ROUTER_SCRIPT_END = ');</script>'

/** Identical on every page: its hash is the one the policy allows (scripts/export/own-scripts.ts). */
export const HYDRATION_SCRIPT_TEXT = 'window.__staticRouterHydrationData=JSON.parse(document.currentScript.previousElementSibling.textContent)'

export const HYDRATION_SCRIPT = `<script>${HYDRATION_SCRIPT_TEXT}</script>`

export const HYDRATION_BLOCK_START = '<script type="application/json" data-router-hydration>'

/** `<`, `>` and `&` only occur inside JSON strings, where their \u escapes mean the same. */
const escapeForHtml = (json: string) => json.replace(/[<>&]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * Every page rendered by the router carries its data; a page without it means React Router's
 * output changed shape, and the build stops rather than ship pages that cannot hydrate.
 */
export function moveHydrationData(html: string, page = 'a page'): string {
  // The router's script is the last thing it renders: search from the end, so that the same
  // text earlier in the page is never taken for it, even if a serialiser ever left `<` raw in
  // attribute values again. String searches, not a regex: the data can be megabytes.
  const start = html.lastIndexOf(ROUTER_SCRIPT_START)
  const end = start < 0 ? -1 : html.indexOf(ROUTER_SCRIPT_END, start)
  const bodyEnd = html.lastIndexOf('</body>')
  if (start < 0 || end < 0 || bodyEnd < end) {
    throw new Error(
      `hydration-data: React Router's hydration script was not found in ${page}; its output has changed shape (scripts/export/hydration-data.ts)`,
    )
  }
  // The argument of JSON.parse is a JSON string literal holding the data's JSON text.
  const data = JSON.parse(html.slice(start + ROUTER_SCRIPT_START.length, end)) as string
  JSON.parse(data) // fails the build here, rather than the page in the browser, if it is not JSON
  const block = `${HYDRATION_BLOCK_START}${escapeForHtml(data)}</script>${HYDRATION_SCRIPT}`
  // Out of the React root (the client renders no such elements) and before </body>: the app's
  // module script runs after parsing, so the data is in place when the router starts. Slices,
  // not String#replace, whose replacement string would expand `$&` or `$'` in the data.
  return html.slice(0, start) + html.slice(end + ROUTER_SCRIPT_END.length, bodyEnd) + block + html.slice(bodyEnd)
}
