import { defineConfig } from '@playwright/test'
import { launchOptions } from './scripts/support/chromium'
import { dashboardOrigin } from './tests/support/site'

// The built export (dist/), served over HTTP by the same server as `npm start`, with the
// fixture dashboard it was built against.
const port = Number(process.env.SITE_TEST_PORT ?? 4399)

export default defineConfig({
  testDir: 'tests/site',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  webServer: [
    // The fixture dashboard the export was built against serves its images, and one article of
    // each kind "published after the build" (--late) for the article shells.
    {
      command: 'tsx scripts/dashboard/server.ts --late',
      url: `${dashboardOrigin}/api/events`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'tsx scripts/serve.ts dist',
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
