/**
 * The one way to run the site locally: the fixture dashboard (tooling/dashboard) and the static
 * export served like the host (static-server.ts). `npm start`, `npm run serve`, `npm run dev`, the
 * accessibility audit, the benchmark and the build tests all start their servers here.
 */
import { startDashboard, type DashboardOptions, type RunningDashboard } from './dashboard/server'
import { listen, type Running } from './net'
import { createStaticServer } from './static-server'

export type { Running } from './net'

/** The export the site's Playwright run serves and tests: dist/, or SITE_EXPORT_DIR (`npm run audit:a11y -- dir`). */
export const testedExportDir = (env: Record<string, string | undefined> = process.env): string => env.SITE_EXPORT_DIR ?? 'dist'

/** The export in `dir`, served the way the production host serves it. */
export function serveExport(dir: string, port = 0, host = '127.0.0.1'): Promise<Running> {
  return listen(createStaticServer(dir), port, host)
}

/**
 * The fixture dashboard, unless DASHBOARD_URL names a real one (then nothing is started and its
 * URL is returned with a no-op close).
 */
export async function fixtureUnlessConfigured(
  options: DashboardOptions,
  env = process.env,
): Promise<(RunningDashboard & { fixture: true }) | { url: string; close(): Promise<void>; fixture: false }> {
  if (env.DASHBOARD_URL) return { url: env.DASHBOARD_URL, close: async () => {}, fixture: false }
  return { ...(await startDashboard(options)), fixture: true }
}
