import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * `npm run build` into a new temporary folder, as a developer runs it, with these settings.
 * Asynchronous: the dashboard a test starts for the build runs in the test's own process.
 */
export function buildSite(env: Record<string, string>): Promise<{ status: number | null; output: string; outDir: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'site-build-'))
  // NODE_ENV as a build has it (Vitest sets 'test', which would render with React's development build).
  const child = spawn('npx', ['tsx', 'scripts/build.ts'], { env: { ...process.env, NODE_ENV: 'production', SITE_OUT_DIR: outDir, ...env } })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output, outDir })))
}
