/**
 * React Router writes each page's loader data as an inline script that differs on every page,
 * so a Content-Security-Policy would need one hash per page. Here the data moves into a JSON
 * data block (never executed, so outside script-src) and one inline script, identical on every
 * page, hands it to the router. The policy then holds a single hash for it (scripts/headers.ts).
 */

const routerScript = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/

export const HYDRATION_DATA_ID = 'router-hydration-data'

/** Identical on every page: its hash is the one the policy allows. */
export const HYDRATION_SCRIPT = `<script>window.__staticRouterHydrationData=JSON.parse(document.getElementById("${HYDRATION_DATA_ID}").textContent)</script>`

/** `<`, `>` and `&` only occur inside JSON strings, where their \u escapes mean the same. */
const escapeForHtml = (json: string) =>
  json.replace(/[<>&]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)

export function moveHydrationData(html: string): string {
  const match = routerScript.exec(html)
  if (!match) return html
  // The argument of JSON.parse is a JSON string literal holding the data's JSON text.
  const data = JSON.parse(match[1]!) as string
  JSON.parse(data) // fails the build here, rather than the page in the browser, if it is not JSON
  const block = `<script type="application/json" id="${HYDRATION_DATA_ID}">${escapeForHtml(data)}</script>${HYDRATION_SCRIPT}`
  // Out of the React root (the client renders no such elements) and before </body>: the app's
  // module script runs after parsing, so the data is in place when the router starts.
  return html.replace(match[0], '').replace('</body>', `${block}</body>`)
}
