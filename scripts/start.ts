/**
 * `npm start`: the whole site on this machine. Starts the fixture dashboard (unless
 * DASHBOARD_URL points at a real one), builds against it, and serves dist/ like the host.
 * The dashboard keeps running: it serves the images and receives the contact form.
 */
import { spawnSync } from 'node:child_process'
import { createStaticServer } from './serve'
import { dashboardPort, startDashboard } from './dashboard/server'

const dashboard = process.env.DASHBOARD_URL ? undefined : await startDashboard({ port: dashboardPort() })
const env = { ...process.env, ...(dashboard ? { DASHBOARD_URL: dashboard.url } : {}) }
const built = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env })
if (built.status !== 0) {
  await dashboard?.close()
  process.exit(built.status ?? 1)
}

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 4173)
createStaticServer('dist').listen(port, host, () => {
  if (dashboard) console.log(`Fixture dashboard: ${dashboard.url} (contact messages: .dashboard/contact-messages.jsonl)`)
  console.log(`Site: http://${host}:${port}/  (Arabic: http://${host}:${port}/ar)`)
})
