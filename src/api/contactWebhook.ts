import { config } from '#src/config'
import type { components } from './schema'
import { contactWebhookUrlOf } from './webhookOrigins'

/** The longest each field of a contact message may be (characters), as the contract says. */
export type ContactLimits = Record<keyof components['schemas']['ContactMessage'], number>

/** Read off openapi/dashboard.yaml when the build starts (scripts/export/contract-limits.ts). */
export const contactLimits = __CONTACT_LIMITS__ as ContactLimits

/**
 * Where the contact form posts, for this build (./webhookOrigins.ts). Its own module, so the
 * contact page names it without carrying the dashboard client.
 */
export const contactWebhookUrl = (): string | null => contactWebhookUrlOf(config)
