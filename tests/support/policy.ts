import type { Page } from '@playwright/test'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/** Records every CSP violation the page reports, from before its first script runs (console messages and events). */
export async function watchPolicy(page: Page): Promise<string[]> {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text())
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return messages
}

export const violations = (page: Page) => page.evaluate(() => window.cspViolations)
