import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/** Flags for a sandboxed, offline machine: no background calls to Google services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The Chromium the tests drive: a Playwright-managed one when installed, otherwise Debian's
 * `chromium` from PATH. Neither: stop with how to get one.
 */
export function chromiumExecutable(): string | undefined {
  const managed = chromium.executablePath()
  if (managed && existsSync(managed)) return undefined // Playwright finds its own
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      /* not on PATH */
    }
  }
  throw new Error(
    'No Chromium found. Install one: "apt-get install -y chromium" (Debian/Ubuntu), or "npx playwright install chromium" where downloads are allowed.',
  )
}

export const launchOptions = { executablePath: chromiumExecutable(), args: chromiumArgs }
