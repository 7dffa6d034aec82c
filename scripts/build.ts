/**
 * `npm run build`: pre-renders the site against the dashboard. With DASHBOARD_URL unset, the
 * embedded fixture dashboard is started for the build (on DASHBOARD_PORT, default 4010) and
 * stopped after. A bad setting, an unreachable dashboard or a failing call stops the build
 * with a message naming the variable or the URL, and leaves no half-written dist/ behind.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { parseConfig } from '../src/config'
import { dashboardPort, startDashboard, type RunningDashboard } from './dashboard/server'
import { finishExport } from './finish-export'

// The pages are rendered in this process by react-dom/server, which picks its development or
// production build from NODE_ENV when first imported: unset, the render ran React's development
// build (about twice the CPU and memory per page), so it is set before vite-react-ssg loads React.
process.env.NODE_ENV ??= 'production'
const { build } = await import('vite-react-ssg/node')

const started = performance.now()
let fixture: RunningDashboard | undefined
let failed = false

try {
  const config = parseConfig(process.env)
  if (!config.dashboardUrl) {
    fixture = await startDashboard({ port: dashboardPort(), sloppy: process.env.DASHBOARD_SLOPPY === '1' })
    process.env.DASHBOARD_URL = fixture.url
    console.log(`DASHBOARD_URL is unset: built against the fixture dashboard at ${fixture.url}`)
  } else if (!config.contactWebhookUrl) {
    // A real dashboard, so a site meant for visitors: their messages would go to the dashboard host.
    console.warn(
      '\n⚠️  CONTACT_WEBHOOK_URL is unset: the contact form will post to the dashboard host, which does not receive messages.\n' +
        '⚠️  Set CONTACT_WEBHOOK_URL to the spreadsheet-script webhook before deploying this build.\n',
    )
  }
  await build({}, {})
  // Read again: DASHBOARD_URL may now name the fixture, whose origin the policy must allow.
  finishExport(process.env.SITE_OUT_DIR ?? 'dist', parseConfig(process.env))
} catch (error) {
  failed = true
  rmSync(process.env.SITE_OUT_DIR ?? 'dist', { recursive: true, force: true })
  const message = error instanceof Error ? error.message : String(error)
  console.error(`\nBuild failed: ${message}`)
  if (message.includes('Dashboard request failed')) console.error('Check DASHBOARD_URL and that the dashboard is running.')
} finally {
  await fixture?.close()
}

// For `npm run bench`: this process's own time and peak memory.
if (process.env.BUILD_REPORT) {
  const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage()
  const report = { seconds: (performance.now() - started) / 1000, cpuSeconds: (userCPUTime + systemCPUTime) / 1e6, maxRssMb: maxRSS / 1024, failed }
  writeFileSync(process.env.BUILD_REPORT, JSON.stringify(report))
}
process.exit(failed ? 1 : 0)
