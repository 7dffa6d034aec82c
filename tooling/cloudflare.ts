/**
 * An export served by Cloudflare's own runtime: `wrangler pages dev` runs workerd, the runtime of
 * Cloudflare Pages, over a folder, and applies its `_headers` and `_redirects` as Pages does
 * (docs/decisions/0044). Offline and without an account: no telemetry, no error reports, no
 * update check, no request for the `Request.cf` object (its placeholder stands in), and its
 * state, logs and settings in a folder of its own, removed when it stops.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { Running } from './net'

/**
 * The day whose Workers behaviour the runtime applies. Not newer than the date the bundled
 * workerd supports (wrangler refuses a later one): a fixed past day stays valid when wrangler is
 * updated, and static files are served alike on every date since Pages began.
 */
const COMPATIBILITY_DATE = '2026-11-01'

/** How long wrangler may take to say it is ready (about 5 s alone, twice that beside a build). */
const STARTUP_MS = 60_000

export interface RunningCloudflare extends Running {
  /** From the start of the command to its first answer. */
  startupMs: number
}

export async function serveOnCloudflare(dir: string): Promise<RunningCloudflare> {
  const wrangler = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js')
  const home = mkdtempSync(join(tmpdir(), 'wrangler-'))
  const started = performance.now()
  const child = spawn(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      resolve(dir),
      '--ip=127.0.0.1',
      // Free ports, chosen by the runtime: several checkouts can test side by side.
      '--port=0',
      '--inspector-port=0',
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      '--show-interactive-dev-session=false',
      '--log-level=info',
    ],
    {
      cwd: home,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: home,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        // The banner is what asks the npm registry for a newer wrangler.
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        CI: '1',
      },
      // Its own process group, so that stopping it stops workerd too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    rmSync(home, { recursive: true, force: true })
  }
  try {
    const url = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`wrangler pages dev was not ready within ${STARTUP_MS / 1000} s:\n${output}`)), STARTUP_MS)
      const read = (chunk: Buffer) => {
        // Its lines carry terminal colours.
        output += stripVTControlCharacters(String(chunk))
        const found = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
        if (found) {
          clearTimeout(timer)
          ready(found)
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', (code) => {
        clearTimeout(timer)
        fail(new Error(`wrangler pages dev exited (${code}) before it was ready:\n${output}`))
      })
    })
    // Ready is said before the first request is served: the first answer is the true start.
    await fetch(`${url}/robots.txt`).then((response) => response.arrayBuffer())
    return { url, close: stop, startupMs: Math.round(performance.now() - started) }
  } catch (error) {
    await stop()
    throw error
  }
}
