import { availableParallelism } from 'node:os'
import { defineConfig, type ReporterDescription } from '@playwright/test'
import { launchOptions } from './tooling/chromium'
import { firefoxLaunchOptions } from './tooling/firefox'
import { dashboardOrigin, exportDir } from './tests/support/site'
import { PINNED_TODAY } from './scripts/export/today'

// The site as `npm start` builds and serves it (dist/), with the fixture dashboard it was built
// against. In Chromium, two projects in one run (`npm run test:site`): the site tests and release
// gates (tests/site), and the accessibility audit (tests/audit), whose report is written from what
// tests/support/audit/reporter.ts keeps. One server, one browser per worker, one queue. In Gecko and
// WebKit, the engines' projects in a run of their own (`npm run test:engines`), after the rest of npm test.
const port = Number(process.env.SITE_TEST_PORT ?? 4399)
const site = `http://127.0.0.1:${port}`
// The contact webhook's answer page links back to the site under test; the fixture dashboard and
// the build take the tests' pinned day for today (scripts/export/today.ts).
const fixtureEnv = { WEBHOOK_SITE_URL: site, SITE_TODAY: PINNED_TODAY }

// npm test sums every runner's tests from their reports (tests/support/summary.ts); its run of
// the other engines, after the rest, names its own (SITE_REPORT=engines).
const reporter: ReporterDescription[] = [
  ['list'],
  ['./tests/support/audit/reporter.ts'],
  ['json', { outputFile: `reports/test-results/${process.env.SITE_REPORT ?? 'site'}.json` }],
  // Playwright's own report: a failed screenshot shows the baseline, the page now and their diff.
  ['html', { open: 'never', outputFolder: `reports/playwright/${process.env.SITE_REPORT ?? 'site'}` }],
]

export default defineConfig({
  fullyParallel: true,
  // Much of a test's time is waiting on the page (network idle, frames, transitions): one and a
  // half workers per core keep the cores busy (docs/performance.md, "Measurements behind the settings").
  workers: Math.max(2, Math.round(availableParallelism() * 1.5)),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter,
  timeout: 60_000,
  expect: {
    // Screenshots (tests/site/layout-integrity.spec.ts): drawn by Debian's Chromium with the
    // bundled fonts, the same on every run. A pixel differs when its colour moves by more than 2 %
    // (pixelmatch's threshold 0.02: a brand colour moved by 8/255 fails every page), and up to
    // 0.2 % of the pixels may differ (anti-aliasing after a browser update).
    toHaveScreenshot: { threshold: 0.02, maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One folder of baselines, named by language, screen and width.
  snapshotPathTemplate: 'tests/screenshots/pages/{arg}{ext}',
  use: {
    baseURL: site,
    launchOptions,
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs much of the run's CPU even when it is thrown away: rerun a
    // failing test with --trace on to get one (docs/testing.md).
    trace: 'off',
  },
  projects: [
    { name: 'site', testDir: 'tests/site' },
    // The audit keeps its own record of each page and state.
    { name: 'audit', testDir: 'tests/audit' },
    // Gecko: Debian's Firefox ESR through Playwright's WebDriver BiDi channel (docs/testing.md).
    { name: 'gecko', testDir: 'tests/engines/gecko', use: { browserName: 'firefox', launchOptions: firefoxLaunchOptions } },
    // WebKit: WebKitGTK's MiniBrowser through WebDriver under Xvfb (tooling/webkit.ts); its tests
    // launch no Playwright browser.
    { name: 'webkit', testDir: 'tests/engines/webkit' },
  ],
  webServer: process.env.SITE_EXPORT_DIR
    ? [
        // `npm run audit:a11y -- dir`: an export built before, served as `npm run serve` serves it,
        // and the fixture dashboard, with an article of each kind published after that build.
        {
          command: 'tsx tooling/dashboard/server.ts --late',
          env: fixtureEnv,
          url: `${dashboardOrigin}/api/events`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        { command: `tsx scripts/serve.ts ${exportDir}`, env: { PORT: String(port) }, url: `${site}/`, reuseExistingServer: false, timeout: 30_000 },
      ]
    : // The README's `npm start`: the fixture dashboard, the build against it (the time allowed is
      // for a build on a busy machine), then the site; `--late` publishes an article of each kind
      // once the site is built, for the article shells.
      {
        command: 'npm start -- --late',
        env: { ...fixtureEnv, PORT: String(port) },
        url: `${site}/`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'pipe',
      },
})
