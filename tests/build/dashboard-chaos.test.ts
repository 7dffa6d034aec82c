import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startDashboard, type DashboardOptions } from '#tooling/dashboard/server'
import { runBuild, verdict, type BuildResult } from '../support/build'

// `npm run build` against a dashboard that misbehaves (tooling/dashboard/server.ts, chaos modes):
// a wrong answer or a dashboard that stops answering fails the build naming the endpoint (and the
// record), and a failed build leaves no export and writes nothing anywhere else.
//
// Each way a failure takes through the build is built once here: an answer the contract rejects
// while the pages are listed (a bad id), one rejected while a page loads its data (a list too
// long for one page), and a dashboard that stops answering (the build's deadline, met while the
// build asks for its lists before bundling: src/api/earlyAnswers.ts; a dashboard that stops
// answering later, during the render, is the client's, tests/unit/dashboard-requests.test.ts). Every chaos
// mode's own message (wrapped lists, a string, records without id, trickling bodies, each bad id)
// is the client's, checked without a build in tooling/dashboard/dashboard-answers.test.ts and
// tests/unit/dashboard-requests.test.ts; the flaky network the build survives is
// tests/build/misbehaving-dashboard.test.ts.

async function buildAgainst(options: DashboardOptions, env: Record<string, string> = {}, outDir?: string): Promise<BuildResult> {
  const dashboard = await startDashboard({ port: 0, ...options })
  try {
    return await runBuild({ DASHBOARD_URL: dashboard.url, ...env }, outDir)
  } finally {
    await dashboard.close()
  }
}

/** Every file and folder under `root`, relative to it. */
const everything = (root: string) => (readdirSync(root, { recursive: true }) as string[]).sort()

// All four builds side by side (each its own dashboard and folder): two stop while asking for their
// lists, before bundling, and mostly wait (one of them 26 s), which the other two fill. One after
// another they took 46 s, side by side 28.5 s, for the same CPU (npm test ends on this file).
describe.concurrent('a build against wrong answers fails naming the endpoint and the record, and leaves no export', () => {
  it('an id that is not a positive integer: the build writes nothing inside or outside the export', async () => {
    // The export two folders down, so the record's id "../../x" would land inside `root`, where it can be seen.
    const root = mkdtempSync(join(tmpdir(), 'site-ids-'))
    const outDir = join(root, 'site', 'export')
    mkdirSync(outDir, { recursive: true })
    const result = await buildAgainst({ chaos: ['id-outside'] }, {}, outDir)
    expect(result.status, verdict(result)).toBe(1)
    expect(result.output).toMatch(/Build failed: .*Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(events|blogs)(\?language=ar)?: /)
    expect(result.output).toMatch(/at \/0\/id \(record with id "\.\.\/\.\.\/x"\): must be integer/)
    expect(everything(root)).toEqual(['site'])
  })

  it('10,000 records of a list shown whole on one page: a clear failure in seconds, not a build past 10 GB', async () => {
    const result = await buildAgainst({ chaos: ['huge'] })
    expect(result.status, verdict(result)).toBe(1)
    expect(result.output).toMatch(/Build failed: /)
    expect(result.output).toMatch(
      /Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(doctors|testimonials|product_categories)\S*: the whole answer: 10000 records, but this list is shown whole on one page/,
    )
    expect(existsSync(result.outDir)).toBe(false)
  })
})

describe.concurrent('a build against a dashboard that stops answering fails within the deadline, naming the endpoint', () => {
  it('hang', async () => {
    const result = await buildAgainst({ chaos: ['hang'] }, { DASHBOARD_TIMEOUT_MS: '1000', DASHBOARD_DEADLINE_MS: '5000' })
    expect(result.status, verdict(result)).toBe(1)
    expect(result.output).toMatch(
      /Build failed: .*Dashboard request failed: GET http:\/\/127\.0\.0\.1:\d+\/api\/\w+(\?language=ar)?: cannot reach the dashboard: no answer after \d attempts?: .*(no complete answer within \d+ ms|deadline)/,
    )
    expect(existsSync(result.outDir)).toBe(false)
    expect(result.output, 'failed before bundling').not.toContain('Build for client')
    console.log(`hang: failed after ${result.seconds.toFixed(1)} s (timeout 1 s, deadline 5 s from the first request)`)
  })

  it('one endpoint that never answers, the others healthy: the first request to fail for good stops the build, in its attempts x timeout', async () => {
    const timeoutMs = 3_000
    let blogs = 0
    const result = await buildAgainst(
      { chaos: ['hang-blogs'], onRequest: (url) => (blogs += url.pathname === '/api/blogs' ? 1 : 0) },
      { DASHBOARD_TIMEOUT_MS: String(timeoutMs) },
    )
    expect(result.status, verdict(result)).toBe(1)
    const reported = verdict(result).split('\n')[0] ?? ''
    expect(reported).toMatch(
      /Build failed: Dashboard request failed: GET http:\/\/127\.0\.0\.1:\d+\/api\/(.*\/api\/)?blogs(\?language=ar)?: cannot reach the dashboard: no answer after 6 attempts: no complete answer within 3000 ms/,
    )
    // One request's six attempts (at most one more list, the other language's, was in flight), never
    // a round per page until the deadline: counted, not timed (a build beside the whole npm test
    // waits for CPU; its time is the benchmark's to measure).
    expect(blogs).toBeGreaterThanOrEqual(6)
    expect(blogs).toBeLessThanOrEqual(12)
    expect(existsSync(result.outDir)).toBe(false)
    expect(result.output, 'failed before bundling').not.toContain('Build for client')
    console.log(
      `hang-blogs: failed after ${result.seconds.toFixed(1)} s and ${blogs} requests to /api/blogs (timeout ${timeoutMs / 1000} s, 6 attempts)`,
    )
  })
})
