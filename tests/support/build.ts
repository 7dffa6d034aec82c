import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listen, type Running } from '#tooling/net'

export interface BuildResult {
  status: number | null
  output: string
  outDir: string
  seconds: number
}

/**
 * `npm run build` as a developer or CI runs it, into a new folder (or `outDir`). Asynchronous:
 * the dashboards these builds call run in the test's own process.
 */
export function runBuild(env: Record<string, string>, outDir = mkdtempSync(join(tmpdir(), 'site-build-'))): Promise<BuildResult> {
  const started = Date.now()
  // NODE_ENV as a build has it (Vitest sets 'test', which would render with React's development build).
  const child = spawn('npm', ['run', '--silent', 'build'], {
    env: { ...process.env, NODE_ENV: 'production', SITE_OUT_DIR: outDir, DASHBOARD_URL: '', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output, outDir, seconds: (Date.now() - started) / 1000 })))
}

/**
 * Listens for a test's proxy in front of the fixture dashboard (what a hostile editor or network
 * puts between the build and it). The proxy closes no connection of its own accord: what the build
 * must survive is the dashboard's chaos behind it. With Node's default (an idle connection closed
 * after 5 s), a build process kept busy rendering for longer sends its next requests on
 * connections the proxy has closed meanwhile: a clean-clone npm test on a loaded machine failed
 * with six such attempts at one article, each "other side closed".
 */
export function listenInFrontOfDashboard(proxy: Server): Promise<Running> {
  proxy.keepAliveTimeout = 0
  return listen(proxy)
}

/** What to show when a build did not end as expected: its verdict, else the end of its output. */
export function verdict({ output }: BuildResult): string {
  const failed = output.indexOf('Build failed')
  return failed >= 0 ? output.slice(failed, failed + 3000) : output.slice(-3000)
}
