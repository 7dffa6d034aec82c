import { defineConfig } from '@playwright/experimental-ct-react'
import { launchOptions } from './tests/support/chromium'
import { siteDefine, sitePlugins } from './vite.config.ts'

export default defineConfig({
  testDir: 'tests/components',
  snapshotDir: 'tests/components/__snapshots__',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ctPort: Number(process.env.CT_PORT ?? 3199),
    ctCacheDir: 'playwright/.cache',
    ctViteConfig: { plugins: sitePlugins(), define: siteDefine },
    launchOptions,
    viewport: { width: 1280, height: 800 },
  },
})
