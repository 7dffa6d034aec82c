/**
 * `npm start`: the whole site on this machine. Starts the fixture dashboard (unless
 * DASHBOARD_URL points at a real one), builds against it, and serves the export like the host.
 * The dashboard keeps running: it serves the images and receives the contact form.
 *
 * `npm start -- --late`: once the site is built, the fixture dashboard also lists one event and one
 * news article published after the build (`publishLate`), which are not in the export: their
 * pages load them from the dashboard (the article shell). The site's Playwright run starts the
 * site this way (playwright.site.config.ts).
 */
import { spawn } from 'node:child_process'
import { dashboardPort, webhookSiteUrl } from '#tooling/dashboard/server'
import { envPort } from '#export/env-port'
import { fixtureUnlessConfigured, serveExport } from '#tooling/stack'

const late = process.argv.includes('--late')

try {
  const dashboard = await fixtureUnlessConfigured({ port: dashboardPort(), siteUrl: webhookSiteUrl() })
  if (late && !dashboard.fixture)
    console.warn('--late publishes articles on the fixture dashboard only: DASHBOARD_URL names another, so it is ignored.')
  // Asynchronous: the dashboard that answers the build runs in this very process.
  const build = spawn('npm', ['run', '--silent', 'build'], { stdio: 'inherit', env: { ...process.env, DASHBOARD_URL: dashboard.url } })
  const status = await new Promise<number | null>((resolve) => build.on('close', resolve))
  if (status !== 0) {
    await dashboard.close()
    process.exit(status ?? 1)
  }
  if (late && dashboard.fixture) dashboard.publishLate()
  const site = await serveExport(process.env.SITE_OUT_DIR ?? 'dist', envPort('PORT', 4173), process.env.HOST ?? '127.0.0.1')
  if (dashboard.fixture) {
    console.log(
      `Fixture dashboard: ${dashboard.url} (contact messages: .dashboard/contact-messages.jsonl)` +
        (late ? '; it now also lists an event and a news article published after the build' : ''),
    )
  }
  console.log(`Site: ${site.url}/  (Arabic: ${site.url}/ar)`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
