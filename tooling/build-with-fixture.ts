/**
 * `npm run build`: the export (scripts/build.ts) against DASHBOARD_URL; with it unset, against the
 * fixture dashboard, started here on loopback (DASHBOARD_PORT, default 4010) for the export's
 * duration and stopped after. The export runs as a process of its own, told the dashboard's
 * address: it never imports tooling/ (docs/architecture.md). A build for visitors never falls
 * back to the fixture: the export itself stops, naming what is missing.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { productionReason } from '#src/config'
import { siteToday } from '#export/today'
import { dashboardPort, startDashboard } from './dashboard/server'

const exportScript = fileURLToPath(new URL('../scripts/build.ts', import.meta.url))
const standIn = !process.env.DASHBOARD_URL?.trim() && !productionReason(process.env)
const fixture = standIn
  ? await startDashboard({ port: dashboardPort(), sloppy: process.env.DASHBOARD_SLOPPY === '1', today: siteToday() })
  : undefined
if (fixture) console.log(`DASHBOARD_URL is unset: built against the fixture dashboard at ${fixture.url}`)

// The same Node options (tsx's loader, the memory cap package.json sets) for the export.
const child = spawn(process.execPath, [...process.execArgv, exportScript], {
  stdio: 'inherit',
  env: { ...process.env, ...(fixture && { DASHBOARD_URL: fixture.url, SITE_FIXTURE_DASHBOARD: '1' }) },
})
const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
await fixture?.close()
process.exit(status ?? 1)
