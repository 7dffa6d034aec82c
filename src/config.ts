/**
 * The site's configuration: seven environment variables, read once when Vite starts
 * (vite.config.ts) and embedded into the bundle as `__APP_CONFIG__`, so the server render
 * and the browser see the same values.
 */
export interface AppConfig {
  /** Base URL of the dashboard API; null until the build starts the fixture dashboard. */
  dashboardUrl: string | null
  /** Absolute origin used in canonical, hreflang, sitemap and social tags. */
  siteUrl: string
  /** Spreadsheet-script webhook that receives the contact form; null = the fixture dashboard's. */
  contactWebhookUrl: string | null
  /** The 30-minute booking link of the scheduling widget. */
  schedulerUrl: string
  /** Time allowed for one dashboard request, body included (build and browser). */
  dashboardTimeoutMs: number
  /** Time allowed for all dashboard requests of a build, from the first. */
  dashboardDeadlineMs: number
  /**
   * Hosts besides the dashboard's origin that the build may download images from (IMAGE_HOSTS,
   * comma-separated `host` or `host:port`, lower case), at public addresses only
   * (scripts/build/image-download.ts).
   */
  imageHosts: string[]
}

export const DEFAULT_SITE_URL = 'https://www.wahat-medical.example'
export const DEFAULT_SCHEDULER_URL = 'https://calendly.com/wahat-medical-example/30min'
const DEFAULT_DASHBOARD_TIMEOUT_MS = 15_000
const DEFAULT_DASHBOARD_DEADLINE_MS = 300_000

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    value: string,
    problem = 'is not an absolute http(s) URL',
    example = 'a URL such as https://example.com',
  ) {
    super(`Invalid ${variable}: ${JSON.stringify(value)} ${problem}. Set ${variable} to ${example}, or leave it unset for the default.`)
    this.name = 'ConfigError'
  }
}

function readUrl(env: Record<string, string | undefined>, variable: string): string | null {
  const raw = env[variable]?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(variable, raw)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(variable, raw)
  // Every value is embedded in the public bundle: a user name or password there is published.
  if (url.username || url.password) {
    url.username = url.username && '***'
    url.password = url.password && '***'
    throw new ConfigError(variable, url.href, "contains credentials, which would be published in the site's JavaScript")
  }
  // Origins are joined with absolute paths later, so a trailing slash would double up.
  return url.href.replace(/\/+$/, '')
}

function readMilliseconds(env: Record<string, string | undefined>, variable: string, fallback: number): number {
  const raw = env[variable]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < 1 || !Number.isSafeInteger(value)) {
    throw new ConfigError(variable, raw, 'is not a positive whole number of milliseconds', `a number such as ${fallback}`)
  }
  return value
}

/** `cdn.example.com, images.example.org:8443` → the hosts, lower case; a bad entry names the variable. */
function readHosts(env: Record<string, string | undefined>, variable: string): string[] {
  const entries = (env[variable] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  for (const entry of entries) {
    // A host and an optional port, nothing else: the URL parser must give back exactly what was written.
    const parsed = URL.canParse(`http://${entry}/`) ? new URL(`http://${entry}/`) : null
    const port = /:(\d+)$/.exec(entry)?.[1]
    const host = port === undefined ? entry : entry.slice(0, -port.length - 1)
    if (!parsed || parsed.hostname !== host || parsed.pathname !== '/' || parsed.username || (port !== undefined && Number(port) > 65535)) {
      throw new ConfigError(
        variable,
        entry,
        'is not a host name or host:port',
        'comma-separated hosts such as cdn.example.com, images.example.org:8443',
      )
    }
  }
  return entries
}

/** Validates the environment; throws a ConfigError naming the first bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  return {
    dashboardUrl: readUrl(env, 'DASHBOARD_URL'),
    siteUrl: readUrl(env, 'SITE_URL') ?? DEFAULT_SITE_URL,
    contactWebhookUrl: readUrl(env, 'CONTACT_WEBHOOK_URL'),
    schedulerUrl: readUrl(env, 'SCHEDULER_URL') ?? DEFAULT_SCHEDULER_URL,
    dashboardTimeoutMs: readMilliseconds(env, 'DASHBOARD_TIMEOUT_MS', DEFAULT_DASHBOARD_TIMEOUT_MS),
    dashboardDeadlineMs: readMilliseconds(env, 'DASHBOARD_DEADLINE_MS', DEFAULT_DASHBOARD_DEADLINE_MS),
    imageHosts: readHosts(env, 'IMAGE_HOSTS'),
  }
}

// Vite embeds the value validated in vite.config.ts; plain Node (tests, scripts) reads the environment.
export const config: AppConfig = typeof __APP_CONFIG__ !== 'undefined' ? __APP_CONFIG__ : parseConfig(globalThis.process?.env ?? {})
