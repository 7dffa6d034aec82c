/**
 * The site's configuration: seven environment variables (and SITE_PRODUCTION, NETLIFY and
 * CF_PAGES, which only say whether a build is for visitors: productionReason), read once when Vite starts
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
   * (scripts/export/image-download.ts).
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

/**
 * Why this build is for visitors, or null when it is not: on a host (Netlify sets NETLIFY,
 * Cloudflare Pages sets CF_PAGES) or with SITE_PRODUCTION=1. Such a build never falls back to the
 * embedded fixture or the defaults (docs/decisions/0034-a-production-build-fails-closed.md).
 */
export function productionReason(env: Record<string, string | undefined>): string | null {
  const switched = env.SITE_PRODUCTION?.trim() ?? ''
  if (switched !== '' && switched !== '0' && switched !== '1') {
    throw new ConfigError('SITE_PRODUCTION', switched, 'is neither 1 nor 0', '1 (a build for visitors) or 0')
  }
  if (switched === '1') return 'SITE_PRODUCTION=1'
  for (const host of ['NETLIFY', 'CF_PAGES']) if (env[host]?.trim()) return `${host} is set: a host's build`
  return null
}

/**
 * The variables a build for visitors must name: unset, the fixture's content, the example origin
 * or the example booking link would be published.
 */
const PRODUCTION_VARIABLES = ['DASHBOARD_URL', 'SITE_URL', 'CONTACT_WEBHOOK_URL', 'SCHEDULER_URL'] as const

/** A build for visitors without one or more of PRODUCTION_VARIABLES. */
export class MissingProductionConfigError extends Error {
  constructor(
    readonly variables: readonly string[],
    readonly reason: string,
  ) {
    super(
      `${variables.join(', ')} ${variables.length === 1 ? 'is' : 'are'} unset, and this is a production build (${reason}). ` +
        `A production build never uses the fixture dashboard or the defaults: set ${variables.join(', ')} (README, "Configuration").`,
    )
    this.name = 'MissingProductionConfigError'
  }
}

/**
 * For a production build, throws a MissingProductionConfigError naming every unset variable
 * of PRODUCTION_VARIABLES at once; a bad value is a ConfigError as always. Returns why the build
 * is for visitors (productionReason), or null.
 */
export function requireProductionConfig(env: Record<string, string | undefined>): string | null {
  const reason = productionReason(env)
  if (!reason) return null
  parseConfig(env)
  const missing = PRODUCTION_VARIABLES.filter((variable) => !env[variable]?.trim())
  if (missing.length) throw new MissingProductionConfigError(missing, reason)
  return reason
}

// Vite embeds the value validated in vite.config.ts; plain Node (tests, scripts) reads the environment.
export const config: AppConfig = typeof __APP_CONFIG__ !== 'undefined' ? __APP_CONFIG__ : parseConfig(globalThis.process?.env ?? {})
