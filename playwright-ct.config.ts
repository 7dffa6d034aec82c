import type { ReporterDescription } from '@playwright/test'
import { defineConfig } from '@playwright/experimental-ct-react'
import { componentRecordDir } from './scripts/tools/a11y/axe'
import { launchOptions } from './scripts/support/chromium'
import { siteDefine, sitePlugins } from './vite.config.ts'

const reporter: ReporterDescription[] = [['list']]
// npm test reads the counts off this report.
if (process.env.PLAYWRIGHT_JSON_OUTPUT_FILE) reporter.push(['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }])

export default defineConfig({
  testDir: 'tests/components',
  snapshotDir: 'tests/components/__snapshots__',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter,
  // Every axe run of these tests is also kept for the accessibility report (npm run audit:a11y).
  metadata: { axeRecordDir: componentRecordDir },
  globalSetup: './tests/support/clear-axe-records.ts',
  timeout: 30_000,
  use: {
    ctPort: Number(process.env.CT_PORT ?? 3199),
    ctCacheDir: 'playwright/.cache',
    ctViteConfig: { plugins: sitePlugins(), define: siteDefine },
    launchOptions,
    viewport: { width: 1280, height: 800 },
  },
})
