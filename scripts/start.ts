/**
 * `npm start`: the whole site on this machine. Starts the fixture dashboard (unless
 * DASHBOARD_URL points at a real one), builds against it, and serves the export like the host.
 * The dashboard keeps running: it serves the images and receives the contact form.
 */
import { spawn } from 'node:child_process'
import { dashboardPort } from '#tooling/dashboard/server'
import { envPort } from '#tooling/net'
import { fixtureUnlessConfigured, serveExport } from '#tooling/stack'

try {
  const dashboard = await fixtureUnlessConfigured({ port: dashboardPort() })
  // Asynchronous: the dashboard that answers the build runs in this very process.
  const build = spawn('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: { ...process.env, DASHBOARD_URL: dashboard.url } })
  const status = await new Promise<number | null>((resolve) => build.on('close', resolve))
  if (status !== 0) {
    await dashboard.close()
    process.exit(status ?? 1)
  }
  const site = await serveExport(process.env.SITE_OUT_DIR ?? 'dist', envPort('PORT', 4173), process.env.HOST ?? '127.0.0.1')
  if (dashboard.fixture) console.log(`Fixture dashboard: ${dashboard.url} (contact messages: .dashboard/contact-messages.jsonl)`)
  console.log(`Site: ${site.url}/  (Arabic: ${site.url}/ar)`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
