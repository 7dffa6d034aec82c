import type { ReporterDescription } from '@playwright/test'
import { defineConfig } from '@playwright/experimental-ct-react'
import { componentRecordDir } from './tests/support/audit/axe'
import { launchOptions } from './tooling/chromium'
import { siteDefine, sitePlugins, siteResolve } from './vite.config.ts'

// npm test sums every runner's tests from their reports (tests/support/summary.ts).
const reporter: ReporterDescription[] = [
  ['list'],
  ['json', { outputFile: 'reports/test-results/components.json' }],
  // Playwright's own report: a failed screenshot shows the baseline, the story now and their diff.
  ['html', { open: 'never', outputFolder: 'reports/playwright/components' }],
]

export default defineConfig({
  // Each component's tests beside it (src/components/X/X.spec.tsx), mounting its stories.
  testDir: 'src',
  testMatch: '**/*.spec.tsx',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter,
  // Every axe run of these tests is also kept for the accessibility report (npm run audit:a11y).
  metadata: { axeRecordDir: componentRecordDir },
  globalSetup: './tests/support/clear-axe-records.ts',
  // Timeouts find a hang, they measure nothing: in npm test these tests run at a lower priority
  // beside the site's (package.json), where a loaded machine can leave them waiting for CPU.
  timeout: 120_000,
  expect: {
    timeout: 20_000,
    // Screenshots (src/stories.spec.tsx): drawn by Debian's Chromium with the
    // bundled fonts, the same on every run. A pixel differs when its colour moves by more than 2 %
    // (pixelmatch's threshold 0.02: a brand colour moved by 8/255 fails every page), and up to
    // 0.2 % of the pixels may differ (anti-aliasing after a browser update).
    toHaveScreenshot: { threshold: 0.02, maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One folder of baselines, named by component, story and language.
  snapshotPathTemplate: 'tests/screenshots/stories/{arg}{ext}',
  use: {
    ctPort: Number(process.env.CT_PORT ?? 3199),
    ctCacheDir: 'playwright/.cache',
    ctViteConfig: { plugins: sitePlugins(), define: siteDefine, resolve: siteResolve },
    launchOptions,
    // Playwright clears the browser's cache before each test (it reuses the context), so every
    // test downloads the whole component bundle again, and Vite's preview server, which has
    // no setting for it, gzips every response anew. Over loopback that compression is only CPU
    // (docs/performance.md, "Measurements behind the settings").
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
    viewport: { width: 1280, height: 800 },
  },
})
