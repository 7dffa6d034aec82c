/// <reference types="vite/client" />

declare const __APP_CONFIG__: import('./config').AppConfig
/** The contact message's length limits, from the contract (scripts/export/contract-limits.ts); typed in src/api/contactWebhook.ts. */
declare const __CONTACT_LIMITS__: Record<string, number>
/** The year of the build, for the copyright line (identical in server render and browser). */
declare const __BUILD_YEAR__: number
/** The company's details: COMPANY_DETAILS's, else the example values (scripts/export/company-details.ts). */
declare const __COMPANY_DETAILS__: import('./content/company').CompanyDetails

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// A module's catalogue in one language (scripts/export/module-messages.ts).
declare module '*?messages=en' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module '*?messages=ar' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
