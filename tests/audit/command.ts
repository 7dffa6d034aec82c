/**
 * `npm run audit:a11y [dir]`: the accessibility audit alone, over an existing export (default
 * dist/): the `audit` project of playwright.site.config.ts (tests/audit/every-page.spec.ts and
 * states.spec.ts, built on tests/support/audit), then the report (tests/support/audit/report.ts), with the component tests'
 * axe runs if `npm run test:components` left them. `npm test` runs the same tests and writes the
 * same report.
 */
import { spawnSync } from 'node:child_process'
import { clearAuditRecords, writeAuditReport } from '../support/audit/report'

const dir = process.argv[2] ?? 'dist'
clearAuditRecords()
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.site.config.ts', '--project=audit'], {
  stdio: 'inherit',
  env: { ...process.env, SITE_EXPORT_DIR: dir },
})
const { ok, problems } = writeAuditReport()
if (!ok) console.error(`\nAccessibility audit failed:\n${problems.map((line) => `  ${line}`).join('\n')}`)
process.exit(run.status === 0 && ok ? 0 : 1)
