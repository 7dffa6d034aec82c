import { localHosts, onPath } from './local-machine'

/**
 * Debian's Firefox ESR (`firefox-esr`), driven through Playwright's WebDriver BiDi channel
 * (`moz-firefox`): Playwright's own patched Firefox cannot be downloaded here, and the channel
 * drives a stock Firefox. Neither on PATH: stop with how to get it.
 */
function firefoxExecutable(): string {
  const found = onPath(['firefox-esr', 'firefox'])
  if (!found)
    throw new Error('No Firefox found. Install one: "apt-get install -y firefox-esr" (Debian/Ubuntu), or put a Firefox named firefox on PATH.')
  return found
}

/**
 * Firefox reaches this machine only, as the Chromium tests do (tooling/chromium.ts): every other
 * host goes through a proxy on a port nothing listens on, so it fails at once instead of reaching
 * the network; the local hosts bypass it.
 */
const offline = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': localHosts.join(', '),
  'network.proxy.allow_hijacking_localhost': false,
}

export const firefoxLaunchOptions = { channel: 'moz-firefox', executablePath: firefoxExecutable(), firefoxUserPrefs: offline }
