import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startDashboard, type DashboardOptions } from '../../scripts/dashboard/server'
import { runBuild, verdict, type BuildResult } from '../support/build'

// `npm run build` against a dashboard that misbehaves (scripts/dashboard/server.ts, chaos modes):
// a flaky network is survived, a wrong answer or a dashboard that stops answering fails the
// build naming the endpoint (and the record), and a failed build leaves no export and writes
// nothing anywhere else.

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

describe('a build against a flaky dashboard', () => {
  it('succeeds 5 times in a row when one connection in three is reset, every endpoint answers 503 twice and an image is missing', async () => {
    const times: number[] = []
    for (let run = 1; run <= 5; run += 1) {
      // A new dashboard each time: each build meets the 503s afresh.
      const result = await buildAgainst({ chaos: ['reset', '503', 'broken-image'] })
      expect(result.status, `build ${run}: ${verdict(result)}`).toBe(0)
      expect(existsSync(join(result.outDir, 'index.html'))).toBe(true)
      expect(existsSync(join(result.outDir, 'news', '2.html'))).toBe(true)
      // The missing image is named once and keeps the dashboard's URL; the others are built.
      const broken = /http:\/\/127\.0\.0\.1:\d+\/images\/news-1\.jpg/
      expect(result.output.match(new RegExp(`Image kept at its original URL \\(answered 404\\): ${broken.source}`, 'g'))).toHaveLength(1)
      const article = readFileSync(join(result.outDir, 'news', '1.html'), 'utf8')
      expect(article).toMatch(new RegExp(`<img [^>]*src="${broken.source}"`))
      expect(article).toMatch(/<source type="image\/avif" srcset="\/_img\/[\w-]+-320\.avif 320w/)
      times.push(result.seconds)
    }
    console.log(`builds against reset + 503: ${times.map((seconds) => `${seconds.toFixed(1)} s`).join(', ')}`)
  }, 600_000)
})

describe('a build against wrong answers fails naming the endpoint and the record, and leaves no export', () => {
  it.each<[NonNullable<DashboardOptions['chaos']>[number], RegExp]>([
    ['wrapped', /Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(events|blogs)(\?language=ar)?: the whole answer: must be array/],
    ['string', /Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(events|blogs)(\?language=ar)?: the whole answer: must be array/],
    ['no-id', /Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(events|blogs)(\?language=ar)?: at \/0: must have required property 'id'/],
    // 10,000 products, doctors and testimonials: a clear failure in seconds, not a build past 10 GB.
    ['huge', /Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(doctors|testimonials|product_categories)\S*: the whole answer: 10000 records, but this list is shown whole on one page/],
  ])('%s', async (mode, expected) => {
    const result = await buildAgainst({ chaos: [mode] })
    expect(result.status, verdict(result)).toBe(1)
    expect(result.output).toMatch(/Build failed: /)
    expect(result.output).toMatch(expected)
    expect(existsSync(result.outDir)).toBe(false)
  }, 180_000)
})

describe('a build against a dashboard that stops answering fails within the deadline, naming the endpoint', () => {
  const limits = { DASHBOARD_TIMEOUT_MS: '1000', DASHBOARD_DEADLINE_MS: '5000' }
  it.each<[string, DashboardOptions]>([
    ['hang', { chaos: ['hang'] }],
    ['trickle', { chaos: ['trickle'], trickleMs: 300 }],
  ])('%s', async (_name, options) => {
    const result = await buildAgainst(options, limits)
    expect(result.status, verdict(result)).toBe(1)
    expect(result.output).toMatch(
      /Build failed: .*Dashboard request failed: GET http:\/\/127\.0\.0\.1:\d+\/api\/\w+(\?language=ar)?: cannot reach the dashboard: no answer after \d attempts?: .*(no complete answer within \d+ ms|deadline)/,
    )
    expect(existsSync(result.outDir)).toBe(false)
    console.log(`${_name}: failed after ${result.seconds.toFixed(1)} s (timeout 1 s, deadline 5 s from the first request)`)
  }, 180_000)
})

describe('ids that are not positive integers never become files', () => {
  it.each<[NonNullable<DashboardOptions['chaos']>[number], RegExp]>([
    ['id-traversal', /at \/0\/id \(record with id "\.\.\/index"\): must be integer/],
    ['id-outside', /at \/0\/id \(record with id "\.\.\/\.\.\/x"\): must be integer/],
    ['id-slash', /at \/0\/id \(record with id "a\/b"\): must be integer/],
    ['id-long', /at \/0\/id \(record with id "7+\.\.\.\): must be integer/],
    ['id-null', /at \/0\/id \(record with id null\): must be integer/],
    ['id-duplicate', /at \/1\/id: duplicate id 1 \(also at \/0\/id\)/],
  ])('%s: the build fails naming endpoint and record, and writes nothing inside or outside the export', async (mode, expected) => {
    // The export two folders down, so "../../x" would land inside `root`, where it can be seen.
    const root = mkdtempSync(join(tmpdir(), 'site-ids-'))
    const outDir = join(root, 'site', 'export')
    mkdirSync(outDir, { recursive: true })
    const result = await buildAgainst({ chaos: [mode] }, {}, outDir)
    expect(result.status, verdict(result)).toBe(1)
    expect(result.output).toMatch(/Build failed: .*Dashboard answer rejected: GET http:\/\/127\.0\.0\.1:\d+\/api\/(events|blogs)(\?language=ar)?: /)
    expect(result.output).toMatch(expected)
    expect(everything(root)).toEqual(['site'])
  }, 180_000)
})
