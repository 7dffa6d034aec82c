/**
 * The two ends of `npm test` (package.json; npm-run-all2 runs the runners between them):
 *
 * - `clear`: removes the reports of an earlier run, which must not be counted as this one's;
 * - `report`: writes the accessibility report from this run's audit and component tests
 *   (tests/support/audit/report.ts), then sums every runner's tests from its own JSON report and
 *   ends with one line `N passed, N failed` (CI records a run by that line; .ci/run repeats it
 *   from reports/test-results/summary.txt).
 *
 * A runner that left no report (it crashed, or its config did not load) counts as one failure,
 * named. A site build that fails stops the site run's web server (`npm start`): its report names
 * that as one error, and the build's own message is in the log above it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { clearAuditRecords, writeAuditReport } from './audit/report'

export const resultsDir = join('reports', 'test-results')

/** Each runner's JSON report, written by its config (vitest.config.ts, playwright*.config.ts). */
export const runnerReports = {
  vitest: join(resultsDir, 'vitest.json'),
  components: join(resultsDir, 'components.json'),
  site: join(resultsDir, 'site.json'),
  engines: join(resultsDir, 'engines.json'),
}

/** A runner's tally, and the name and reason of each failed test. */
export interface Counts {
  passed: number
  failed: number
  skipped: number
  failures: string[]
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

/**
 * A failure's reason for a log's tail, without terminal colours: the first line of its message,
 * and of a diff (an assertion's expected and received values) the first lines that differ, which
 * say what went wrong when the message's first line is only the assertion's label.
 */
export function reason(message = ''): string {
  const lines = stripVTControlCharacters(message).split('\n')
  const first = lines.find((line) => line.trim())?.trim() ?? ''
  const header = /^[-+] (Expected|Received)\b/
  const bracket = /^[-+]\s*(Array \[\]|Array \[|Object \{\}|Object \{|\[|\{|\],?|\},?)$/
  const differing = lines
    .map((line) => line.trimEnd())
    .filter((line) => /^[-+] /.test(line) && !header.test(line) && !bracket.test(line))
    .slice(0, 3)
    .map((line) => line.replace(/^([-+])\s+/, '$1 ').slice(0, 200))
  return [first.slice(0, 300), ...differing].join(' | ')
}

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: {
    name: string
    status?: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

export function vitestCounts(report: VitestReport): Counts {
  // A file that failed without a failed test (it did not load, or a hook failed and its tests were
  // skipped) counts as one failure: its message when Vitest gives one.
  const failedAlone = (result: VitestReport['testResults'][number]) =>
    (result.status === 'failed' || !!result.message) && !result.assertionResults.some((test) => test.status === 'failed')
  const failures = report.testResults.flatMap((result) => {
    const where = relative(process.cwd(), result.name)
    if (failedAlone(result))
      return [
        `${where}: ${result.message ? reason(result.message) : 'failed before its tests ran (a hook failed or timed out; its output is above)'}`,
      ]
    return result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${reason(test.failureMessages?.[0])}`)
  })
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.testResults.filter(failedAlone).length,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  }
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; file: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[]
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
  errors?: { message?: string }[]
}

export function playwrightCounts(report: PlaywrightReport): Counts {
  const failures: string[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title]
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests.filter((each) => each.status === 'unexpected'))
        failures.push(
          `${test.projectName ? `[${test.projectName}] ` : ''}${spec.file} › ${[...path, spec.title].join(' › ')}: ${reason(test.results.at(-1)?.error?.message)}`,
        )
    for (const child of suite.suites ?? []) walk(child, path)
  }
  for (const suite of report.suites) walk(suite, [])
  // Errors outside any test (a global setup, a web server that did not start, a reporter) fail the run.
  const errors = (report.errors ?? []).map((error) => `run: ${reason(error.message)}`)
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors.length,
    skipped: report.stats.skipped,
    failures: [...failures, ...errors],
  }
}

const runners: Record<keyof typeof runnerReports, (report: never) => Counts> = {
  vitest: vitestCounts,
  components: playwrightCounts,
  site: playwrightCounts,
  engines: playwrightCounts,
}

export function clear(): void {
  rmSync(resultsDir, { recursive: true, force: true })
  mkdirSync(resultsDir, { recursive: true })
  clearAuditRecords()
}

/** Every runner's counts, and one more check: the accessibility report. */
export function summarise(): { lines: string[]; total: Counts } {
  const total: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] }
  const lines: string[] = []
  const add = (name: string, counts: Counts) => {
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    total.failures.push(...counts.failures)
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : ''
    lines.push(`  ${counts.failed ? 'FAIL' : 'ok  '} ${name}: ${counts.passed} passed, ${counts.failed} failed${skipped}`)
  }
  for (const [name, file] of Object.entries(runnerReports) as [keyof typeof runnerReports, string][]) {
    const report = readJson<never>(file)
    add(
      name,
      report
        ? runners[name](report)
        : { passed: 0, failed: 1, skipped: 0, failures: [`${name}: no report at ${file} (the runner did not finish; its output is above)`] },
    )
  }
  const audit = writeAuditReport()
  add(
    'accessibility report',
    audit.ok
      ? { passed: 1, failed: 0, skipped: 0, failures: [] }
      : { passed: 0, failed: 1, skipped: 0, failures: audit.problems.map((line) => `accessibility report: ${line}`) },
  )
  return { lines, total }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const command = process.argv[2]
  if (command === 'clear') {
    clear()
  } else if (command === 'report') {
    const { lines, total } = summarise()
    console.log(`\nnpm test:\n${lines.join('\n')}`)
    if (total.failures.length) console.log(`failed:\n${total.failures.map((failure) => `  ✗ ${failure}`).join('\n')}`)
    const summary = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`
    console.log(summary)
    writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`)
    process.exit(total.failed ? 1 : 0)
  } else {
    console.error(`Usage: tsx tests/support/summary.ts clear|report (got ${command ?? 'nothing'})`)
    process.exit(2)
  }
}
