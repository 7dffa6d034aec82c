/**
 * `npm start`: the whole site on this machine. Starts the fixture dashboard (unless
 * DASHBOARD_URL points at a real one), builds against it, and serves dist/ like the host.
 * The dashboard keeps running: it serves the images and receives the contact form.
 */
import { spawn } from 'node:child_process'
import { createStaticServer } from './serve'
import { dashboardPort, startDashboard } from './dashboard/server'

const dashboard = process.env.DASHBOARD_URL ? undefined : await startDashboard({ port: dashboardPort() })
const env = { ...process.env, ...(dashboard ? { DASHBOARD_URL: dashboard.url } : {}) }
// Asynchronous: the dashboard that answers the build runs in this very process.
const build = spawn('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env })
const status = await new Promise<number | null>((resolve) => build.on('close', resolve))
if (status !== 0) {
  await dashboard?.close()
  process.exit(status ?? 1)
}

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
createStaticServer(process.env.SITE_OUT_DIR ?? 'dist').listen(port, host, () => {
  if (dashboard) console.log(`Fixture dashboard: ${dashboard.url} (contact messages: .dashboard/contact-messages.jsonl)`)
  console.log(`Site: http://${host}:${port}/  (Arabic: http://${host}:${port}/ar)`)
})
