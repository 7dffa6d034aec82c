import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect as playwrightExpect } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { playwrightCounts, reason, vitestCounts } from '../support/summary'

// npm test's last line sums these counts: a failure any runner reports must be counted and named.
describe("npm test's summary", () => {
  it("counts Vitest's tests, and a file that failed to load as one failure, named", () => {
    const counts = vitestCounts({
      numPassedTests: 5,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: `${process.cwd()}/tests/unit/a.test.ts`,
          assertionResults: [{ fullName: 'a works', status: 'failed', failureMessages: ['\u001b[31mexpected 1\u001b[39m\nstack'] }],
        },
        { name: `${process.cwd()}/tests/unit/b.test.ts`, message: 'SyntaxError: Unexpected token', assertionResults: [] },
      ],
    })
    expect(counts).toEqual({
      passed: 5,
      failed: 2,
      skipped: 2,
      failures: ['tests/unit/a.test.ts › a works: expected 1', 'tests/unit/b.test.ts: SyntaxError: Unexpected token'],
    })
  })

  it('counts a file whose hook failed, its tests skipped, as one failure', () => {
    // What Vitest 4 wrote when a beforeAll timed out: the file failed, no message, every test skipped
    // (Vitest 5 gives the hook's timeout as the file's message).
    const counts = vitestCounts({
      numPassedTests: 3,
      numFailedTests: 0,
      numPendingTests: 2,
      numTodoTests: 0,
      testResults: [
        { name: `${process.cwd()}/tests/build/a.test.ts`, status: 'passed', message: '', assertionResults: [{ fullName: 'a', status: 'passed' }] },
        {
          name: `${process.cwd()}/tests/build/b.test.ts`,
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'b one', status: 'skipped' },
            { fullName: 'b two', status: 'skipped' },
          ],
        },
      ],
    })
    expect(counts.failed).toBe(1)
    expect(counts.failures).toEqual([expect.stringMatching(/^tests\/build\/b\.test\.ts: failed before its tests ran/)])
  })

  it("counts Playwright's tests (a flaky one passed), and an error outside any test as a failure", () => {
    const counts = playwrightCounts({
      stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 0 },
      suites: [
        {
          title: 'site/a.spec.ts',
          file: 'site/a.spec.ts',
          specs: [
            {
              title: 'opens',
              file: 'site/a.spec.ts',
              tests: [{ projectName: 'site', status: 'unexpected', results: [{ error: { message: 'Timeout' } }] }],
            },
          ],
          suites: [
            {
              title: 'in Arabic',
              specs: [{ title: 'reads', file: 'site/a.spec.ts', tests: [{ projectName: '', status: 'expected', results: [] }] }],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: webServer did not start' }],
    })
    expect(counts).toEqual({
      passed: 12,
      failed: 2,
      skipped: 0,
      failures: ['[site] site/a.spec.ts › opens: Timeout', 'run: Error: webServer did not start'],
    })
  })

  it("says what differed when a failure's first line is only its label (a CI log shows no more)", () => {
    let message = ''
    try {
      playwrightExpect(['<a class="card"> "News": ring clipped by <div class="rail">'], 'focus rings at 1280px').toEqual([])
    } catch (error) {
      message = (error as Error).message
    }
    expect(reason(message)).toBe('focus rings at 1280px | + "<a class=\\"card\\"> \\"News\\": ring clipped by <div class=\\"rail\\">",')
  })

  it('names a Vitest test that timed out as a timeout', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'summary-timeout-'))
    try {
      await writeFile(
        join(folder, 'slow.test.ts'),
        "import { it } from 'vitest'\nit('waits too long', () => new Promise((resolve) => setTimeout(resolve, 2000)), 50)\n",
      )
      const report = join(folder, 'report.json')
      // The run fails (its test times out): its report is what is read.
      const run = ['node_modules/vitest/vitest.mjs', 'run', '--root', folder, '--reporter=json', `--outputFile=${report}`]
      await promisify(execFile)(process.execPath, run).catch(() => undefined)
      const counts = vitestCounts(JSON.parse(await readFile(report, 'utf8')))
      expect(counts.failures).toEqual([expect.stringMatching(/^.*slow\.test\.ts › waits too long: TestTimeoutError: Test timed out in 50ms\./)])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
