import type { AppConfig } from '#src/config'

/**
 * CONTACT_WEBHOOK_URL, or the fixture dashboard's stand-in when it is unset: where the contact form
 * posts, as a plain form (its `action`, in the pre-rendered page) and as the enhanced JSON post.
 */
export function contactWebhookUrlOf(config: Pick<AppConfig, 'contactWebhookUrl' | 'dashboardUrl'>): string | null {
  return config.contactWebhookUrl ?? (config.dashboardUrl ? `${config.dashboardUrl}/webhooks/contact` : null)
}

/**
 * Where a contact webhook's answers come from, besides its own origin. Google Apps Script serves a
 * `ContentService` answer (the JSON the site's enhanced post receives) through a 302 to a one-time
 * URL on script.googleusercontent.com (Google's Content Service guide, "Redirects"); the site's
 * fetch follows it to read the answer (docs/decisions/0041), and the content security policy
 * checks every hop, so `connect-src` names that origin too (docs/decisions/0033). The fixture dashboard's stand-in does the same
 * through its other loopback name (tooling/dashboard/webhook.ts): 127.0.0.1 answers through
 * localhost and the other way round, on the same port.
 */
export const APPS_SCRIPT_HOST = 'script.google.com'
export const APPS_SCRIPT_CONTENT_ORIGIN = 'https://script.googleusercontent.com'

const otherLoopbackName: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }

/** The origin a webhook at `webhookUrl` redirects its JSON answers to, or null when it answers itself. */
export function webhookAnswerOrigin(webhookUrl: string): string | null {
  const url = new URL(webhookUrl)
  if (url.hostname === APPS_SCRIPT_HOST) return APPS_SCRIPT_CONTENT_ORIGIN
  const other = otherLoopbackName[url.hostname]
  return other ? `${url.protocol}//${other}${url.port ? `:${url.port}` : ''}` : null
}
