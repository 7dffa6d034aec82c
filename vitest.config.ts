import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { siteDefine, sitePlugins, siteResolve } from './vite.config.ts'
import { PINNED_TODAY } from './scripts/export/today.ts'

/**
 * Four projects, one run in `npm test`, each alone from its script:
 * - unit (`npm run test:unit`, seconds): modules in Node with the site's own transforms (Lingui
 *   macros and catalogues), beside the code they test or in tests/unit, sharing each worker's modules;
 * - integration (`npm run test:integration`): the same places, for the tests that start a browser,
 *   run a linter, open sockets or run a command, named in `integration` below;
 * - build (`npm run test:build`, minutes): whole builds against hostile and failing dashboards,
 *   the dev server, and the tools run as commands;
 * - checks: the types, lint, the contract, the catalogues and the Storybook build, each a test
 *   that runs the project's own command and shows its output when it fails.
 */
const besideTheCode = ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tooling/**/*.test.ts']

/** Tests beside the code that wait on something outside the process: the unit loop stays a loop without them. */
const integration = [
  // A browser.
  'tests/unit/audit-a11y.test.ts',
  // ESLint and stylelint over planted files.
  'tests/unit/lint-rules.test.ts',
  // Servers and sockets.
  'tests/unit/dashboard-requests.test.ts',
  'src/api/earlyAnswers.test.ts',
  'scripts/serve.test.ts',
  // The export's last step: Pagefind indexes in a process of its own.
  'scripts/export/finish-export.test.ts',
  'scripts/export/images.test.ts',
  'tooling/dashboard/dashboard-answers.test.ts',
  'tooling/dashboard/fixture-dashboard.test.ts',
  'tooling/dashboard/webhook.test.ts',
  // Hundreds of attack vectors through real DOMPurify in jsdom windows.
  'src/api/sanitize.test.tsx',
  // Commands, and the real catalogues compiled.
  'tests/unit/docs.test.ts',
  'tests/unit/summary.test.ts',
  'scripts/tools/check-i18n.test.ts',
  'scripts/export/translator-tools.test.ts',
  // Pagefind's indexer, a binary of its own.
  'scripts/export/search-index.test.ts',
]

export default defineConfig({
  plugins: sitePlugins(),
  define: siteDefine,
  resolve: siteResolve,
  test: {
    environment: 'node',
    // The fixture dashboard and the builds the tests start take this day for today (scripts/export/today.ts).
    env: { SITE_TODAY: PINNED_TODAY },
    // A worker per core, not Vitest's one fewer: the build tests spend most of their time waiting
    // on builds and servers (measured: docs/performance.md, "Measurements behind the settings").
    maxWorkers: availableParallelism(),
    // The machines are shared: a test that waits on CPU is slow, not failing. A timeout here finds
    // a test that hangs, it measures nothing: in npm test, Vitest runs at a lower priority beside
    // the site's tests (package.json), where a test takes many times its time alone.
    testTimeout: 120_000,
    // Hooks launch Chromium, start servers and close them: Vitest's default is short on a loaded machine.
    hookTimeout: 60_000,
    // npm test sums every runner's tests from their reports (tests/support/summary.ts).
    reporters: ['default', ['json', { outputFile: 'reports/test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: besideTheCode,
          exclude: [...configDefaults.exclude, ...integration],
          // The files of a worker share its modules (each imported and transformed once, not once
          // per file), for less CPU (docs/performance.md, "Measurements behind the settings"). They
          // pass in any order (checked with shuffled files).
          isolate: false,
          // First, with the integration tests (Vitest runs groups one after another): work whose
          // servers and timers would otherwise leave cores idle at the end of `npm test`.
          sequence: { groupOrder: 0 },
        },
      },
      // In the first group with the unit tests: their waits overlap the unit tests' CPU.
      { extends: true, test: { name: 'integration', include: integration, sequence: { groupOrder: 0 } } },
      // A build waits on CPU beside the site's run and the component tests, at a lower priority
      // (package.json): its timeouts find a hang only. Its polls wait on browsers beside the whole
      // run too, where Vitest's short default poll timeout is not enough.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 20 * 60_000,
          hookTimeout: 20 * 60_000,
          expect: { poll: { timeout: 30_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      // Last: five commands side by side, which keep both cores busy to the end.
      { extends: true, test: { name: 'checks', include: ['tests/checks/**/*.test.ts'], testTimeout: 10 * 60_000, sequence: { groupOrder: 1 } } },
    ],
  },
})
