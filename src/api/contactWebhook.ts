import { config } from '#src/config'
import type { components } from './schema'

/** The longest each field of a contact message may be (characters), as the contract says. */
export type ContactLimits = Record<keyof components['schemas']['ContactMessage'], number>

/** Read off openapi/dashboard.yaml when the build starts (scripts/build/contract-limits.ts). */
export const contactLimits = __CONTACT_LIMITS__ as ContactLimits

/**
 * CONTACT_WEBHOOK_URL, or the fixture dashboard's stand-in when it is unset: where the contact form
 * posts, as a plain form (its `action`, in the pre-rendered page) and as the enhanced JSON post.
 * Its own module, so the contact page names it without carrying the dashboard client.
 */
export function contactWebhookUrl(): string | null {
  return config.contactWebhookUrl ?? (config.dashboardUrl ? `${config.dashboardUrl}/webhooks/contact` : null)
}
