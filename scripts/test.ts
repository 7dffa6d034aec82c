/**
 * `npm test`: every check, in order, stopping at the first step that fails, and a last line
 * `N passed, N failed` that sums every runner (CI records a run by that line).
 *
 * A runner with its own tests counts them (Vitest and Playwright through their JSON reports, the
 * accessibility audit through its report's checks and violations); a step without tests of its
 * own (types, the contract, the catalogues, the Storybook and site builds) counts as one.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const resultsDir = join('reports', 'test-results')

interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface Step {
  name: string
  command: string[]
  env?: Record<string, string>
  /** Counts read off the runner's own report; absent: the step is one check. */
  counts?: (exitCode: number) => Counts | null
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

function vitestCounts(file: string) {
  return () => {
    const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(file)
    return report && { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
  }
}

function playwrightCounts(file: string) {
  return () => {
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(file)
    return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
  }
}

function auditCounts() {
  const report = readJson<{ totals: { checksRun: number; checksFailed: number; violations: number; errors: number } }>(
    join('reports', 'accessibility', 'report.json'),
  )
  if (!report) return null
  const { checksRun, checksFailed, violations, errors } = report.totals
  // Every axe violation is a failure of its own; a page that could not be audited is one too.
  return { passed: checksRun - checksFailed, failed: checksFailed + violations + errors, skipped: 0 }
}

const playwright = (config: string, name: string): Step => {
  const file = join(resultsDir, `${name}.json`)
  return {
    name,
    command: ['npx', 'playwright', 'test', '-c', config, '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    counts: playwrightCounts(file),
  }
}

const vitestFile = join(resultsDir, 'unit.json')

const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'api:check', command: ['npm', 'run', 'api:check'] },
  { name: 'i18n:check', command: ['npm', 'run', 'i18n:check'] },
  {
    name: 'unit',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
    counts: vitestCounts(vitestFile),
  },
  playwright('playwright-ct.config.ts', 'components'),
  { name: 'storybook:build', command: ['npm', 'run', 'storybook:build'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  playwright('playwright.site.config.ts', 'site'),
  { name: 'audit:a11y', command: ['npm', 'run', 'audit:a11y'], counts: auditCounts },
]

// Reports of an earlier run must not be counted as this run's.
rmSync(resultsDir, { recursive: true, force: true })
rmSync(join('reports', 'accessibility', 'report.json'), { force: true })
mkdirSync(resultsDir, { recursive: true })

/**
 * CPU seconds of every child this process has waited for (Linux: cutime + cstime of
 * /proc/self/stat), so each step shows what it cost the machine as well as how long it took.
 */
function childCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return 0
  }
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const lines: string[] = []
let stoppedAt: string | null = null

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const [startedAt, cpuBefore] = [performance.now(), childCpuSeconds()]
  const run = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } })
  const code = run.status ?? 1
  const took = `${((performance.now() - startedAt) / 1000).toFixed(0)} s, CPU ${(childCpuSeconds() - cpuBefore).toFixed(0)} s`
  const counted = step.counts?.(code) ?? null
  // A runner that failed without a report (it crashed, or its config did not load) is one failure.
  const counts: Counts = counted ?? (code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 })
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
  lines.push(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${took})`)
  if (code !== 0) {
    stoppedAt = step.name
    break
  }
}

console.log(`\nnpm test${stoppedAt ? ` stopped at ${stoppedAt}` : ''}:\n${lines.join('\n')}`)
if (stoppedAt) console.log(`  not run: ${steps.slice(steps.findIndex((step) => step.name === stoppedAt) + 1).map((step) => step.name).join(', ') || 'none'}`)
const summary = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`
console.log(summary)
// .ci/run repeats it as its last line, after anything npm prints on a failure.
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`)
process.exit(stoppedAt ? 1 : 0)
