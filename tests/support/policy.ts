import type { ConsoleMessage, Page } from '@playwright/test'

declare global {
  interface Window {
    cspViolations: string[]
  }
}

/**
 * Records every CSP violation the page reports, from before its first script runs (console
 * messages and events), until `stop`: a tab that goes on to other pages stops watching first.
 */
export async function watchPolicyUntilStopped(page: Page): Promise<{ messages: string[]; stop(): Promise<void> }> {
  const messages: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text())
  }
  page.on('console', onConsole)
  const script = await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return {
    messages,
    async stop() {
      page.off('console', onConsole)
      await script.dispose()
    },
  }
}

/** watchPolicyUntilStopped for a page of its own, watched until it closes. */
export async function watchPolicy(page: Page): Promise<string[]> {
  return (await watchPolicyUntilStopped(page)).messages
}

export const violations = (page: Page) => page.evaluate(() => window.cspViolations)
