import { describe, expect, it } from 'vitest'
import { playwrightCounts, vitestCounts } from '../support/summary'

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
})
