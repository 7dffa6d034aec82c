import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { localHosts, onPath } from './local-machine'

/** Flags for a sandboxed, offline machine: no background calls to Google services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright finds the browsers it manages itself. */
const playwrightManaged = () => {
  const managed = chromium.executablePath()
  return !!managed && existsSync(managed)
}

const missing = () =>
  new Error(
    'No Chromium found. Install one: "apt-get install -y chromium-headless-shell chromium" (Debian/Ubuntu), or "npx playwright install chromium" where downloads are allowed.',
  )

/**
 * The whole browser (Lighthouse needs it): a Playwright-managed one when installed (undefined:
 * Playwright finds its own), otherwise Debian's `chromium` from PATH. Neither: stop with how to
 * get one.
 */
export function chromiumExecutable(): string | undefined {
  if (playwrightManaged()) return undefined
  const found = onPath(['chromium', 'chromium-browser'])
  if (!found) throw missing()
  return found
}

/**
 * The browser the tests drive. Playwright runs headless tests in Chromium's headless shell when
 * it manages its browsers; Debian packages the same build as `chromium-headless-shell`, which
 * spends less CPU per page than the whole browser in headless mode (no browser UI layer, no
 * compositor for a display: docs/performance.md, "Measurements behind the settings"). Without it, the whole browser.
 */
function testBrowserExecutable(): string | undefined {
  if (playwrightManaged()) return undefined
  return onPath(['chromium-headless-shell']) ?? chromiumExecutable()
}

/** Whether a host name is this machine's own (./local-machine.ts), the only hosts the test browser reaches. */
export const isLocalHost = (hostname: string) => localHosts.includes(hostname)

/**
 * The test browser reaches this machine only: other names do not resolve, so no test depends on
 * the network or reaches a third party, without routing requests through Playwright (a route
 * pauses every request of a page). Tests stand in for the third parties a page loads
 * (tests/support/audit/audit.ts).
 */
function hostResolverRules(mapped: Record<string, string>): string {
  // Chromium applies the first MAP rule that matches: the mapped names before the catch-all.
  const rules = [...Object.entries(mapped).map(([host, target]) => `MAP ${host} ${target}`), 'MAP * ~NOTFOUND']
  return [...rules, ...localHosts.map((host) => `EXCLUDE ${host}`)].join(', ')
}

export const launchOptions = { executablePath: testBrowserExecutable(), args: [...chromiumArgs, `--host-resolver-rules=${hostResolverRules({})}`] }

/**
 * The test browser, with some third-party host names mapped to a stand-in on this machine
 * (`{ 'script.google.com': '127.0.0.1:8443' }`), so a page meets the stand-in under the real
 * service's name and origin, and the site's production content security policy applies.
 */
export const launchOptionsMapping = (mapped: Record<string, string>) => ({
  executablePath: launchOptions.executablePath,
  args: [...chromiumArgs, `--host-resolver-rules=${hostResolverRules(mapped)}`],
})
