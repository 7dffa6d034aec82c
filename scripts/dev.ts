/**
 * `npm run dev`: Vite's development server with hot reload, against DASHBOARD_URL or, when it is
 * unset, the fixture dashboard started here (on DASHBOARD_PORT, default 4010) like `npm start`.
 * `npm run dev -- --pseudo`: the English pages in Lingui's pseudo-localisation (docs/translating.md).
 */
import { spawn } from 'node:child_process'
import { dashboardPort } from '#tooling/dashboard/server'
import { fixtureUnlessConfigured } from '#tooling/stack'

try {
  const dashboard = await fixtureUnlessConfigured({ port: dashboardPort() })
  if (dashboard.fixture) console.log(`DASHBOARD_URL is unset: the fixture dashboard answers at ${dashboard.url}`)
  const pseudo = process.argv.includes('--pseudo')
  if (pseudo) console.log('Pseudo-localised English: text that stays plain is not in the catalogues.')
  const vite = spawn('npx', ['vite-react-ssg', 'dev', ...process.argv.slice(2).filter((arg) => arg !== '--pseudo')], {
    stdio: 'inherit',
    env: { ...process.env, DASHBOARD_URL: dashboard.url, ...(pseudo ? { PSEUDO_LOCALE: '1' } : {}) },
  })
  const stop = () => vite.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const status = await new Promise<number | null>((resolve) => vite.on('close', resolve))
  await dashboard.close()
  process.exit(status ?? 0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
