import { config } from '#src/config'

/**
 * CONTACT_WEBHOOK_URL, or the fixture dashboard's stand-in when it is unset: where the contact form
 * posts, as a plain form (its `action`, in the pre-rendered page) and as the enhanced JSON post.
 * Its own module, so the contact page names it without carrying the dashboard client.
 */
export function contactWebhookUrl(): string | null {
  return config.contactWebhookUrl ?? (config.dashboardUrl ? `${config.dashboardUrl}/webhooks/contact` : null)
}
