/// <reference types="vite/client" />

declare const __APP_CONFIG__: import('./config').AppConfig
/** The year of the build, for the copyright line (identical in server render and browser). */
declare const __BUILD_YEAR__: number

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// A module's catalogue in one language (scripts/build/module-messages.ts).
declare module '*?messages=en' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
declare module '*?messages=ar' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
