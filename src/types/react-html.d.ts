import 'react'

// Invoker commands and dialog light dismiss (HTML; Chromium 135, Firefox 144, Safari 26.2):
// React passes the attributes through as written; @types/react does not list them yet.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
