import { availableParallelism } from 'node:os'
import { defineConfig, type ReporterDescription } from '@playwright/test'
import { launchOptions } from './tooling/chromium'
import { dashboardOrigin, exportDir } from './tests/support/site'

// The built export (dist/), served over HTTP by the same server as `npm start`, with the
// fixture dashboard it was built against, for two projects in one run: the site tests and
// release gates (tests/site), and the accessibility audit (tests/audit), whose report
// is written from what tests/audit/lib/reporter.ts keeps. One server, one browser per worker, one queue.
const port = Number(process.env.SITE_TEST_PORT ?? 4399)

// npm test sums every runner's tests from their reports (tests/support/summary.ts).
const reporter: ReporterDescription[] = [['list'], ['./tests/audit/lib/reporter.ts'], ['json', { outputFile: 'reports/test-results/site.json' }]]

export default defineConfig({
  fullyParallel: true,
  // Half of a test's time is waiting on the page (network idle, frames, transitions): one and a
  // half workers per core keep the cores busy (on 2 cores: 368 s with 3 workers, 419 s with 2).
  workers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter,
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs a quarter of the run's CPU even when it is thrown away: rerun a
    // failing test with --trace on to get one (docs/testing.md).
    trace: 'off',
  },
  projects: [
    { name: 'site', testDir: 'tests/site' },
    // The audit keeps its own record of each page and state.
    { name: 'audit', testDir: 'tests/audit' },
  ],
  webServer: [
    // The fixture dashboard the export was built against serves its images, and one article of
    // each kind "published after the build" (--late) for the article shells.
    {
      command: 'tsx tooling/dashboard/server.ts --late',
      // The contact webhook's answer page links back to the site under test.
      env: { WEBHOOK_SITE_URL: `http://127.0.0.1:${port}` },
      url: `${dashboardOrigin}/api/events`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `tsx scripts/serve.ts ${exportDir}`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
