import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runBuild as build } from '../support/build'

// `npm run build` as a developer or CI runs it: a dashboard it cannot reach, a bad setting, and
// `npm start`. Builds against sloppy, hostile and flaky dashboards are misbehaving-dashboard.test.ts,
// wrong answers and a dashboard that stops answering dashboard-chaos.test.ts.

describe('a build that cannot get its data', () => {
  it('stops naming the dashboard URL and endpoint when the dashboard is unreachable, and leaves no site', async () => {
    const { status, output, outDir } = await build({ DASHBOARD_URL: 'http://127.0.0.1:9' })
    expect(status).toBe(1)
    expect(output).toMatch(/Build failed: .*Dashboard request failed: GET http:\/\/127\.0\.0\.1:9\/api\/\w+/)
    expect(output).toContain('cannot reach the dashboard')
    // Before bundling anything (src/api/earlyAnswers.ts): the npm start test below sees the bundling's line.
    expect(output).not.toContain('Build for client')
    expect(output).toContain('Check DASHBOARD_URL and that the dashboard is running.')
    expect(existsSync(outDir)).toBe(false)
  }, 180_000)

  it('stops naming the variable when a setting is not a URL', async () => {
    const { status, output } = await build({ SITE_URL: 'www.example.com' })
    expect(status).toBe(1)
    expect(output).toContain('Invalid SITE_URL: "www.example.com" is not an absolute http(s) URL')
  })
})

describe('npm start', () => {
  it('starts the fixture dashboard, builds against it and serves the site, as the README says', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'site-start-'))
    const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
      // Port 0: any free port, so that this test runs beside other servers of `npm test`.
      env: { ...process.env, DASHBOARD_URL: '', PORT: '0', DASHBOARD_PORT: '0', SITE_OUT_DIR: outDir },
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    try {
      const started = Date.now()
      while (!output.includes('Site: http') && Date.now() - started < 150_000 && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      const site = /Site: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1]
      const dashboard = /Fixture dashboard: (http:\/\/127\.0\.0\.1:\d+) /.exec(output)?.[1]
      expect(site, output.slice(-2000)).toBeTruthy()
      expect(output).toMatch(/Dashboard: 10 lists answered before bundling\n[\s\S]*Build for client/)
      expect(dashboard, output.slice(-2000)).toBeTruthy()
      const home = await fetch(`${site}/ar/news/2`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('lang="ar"')
      expect((await fetch(`${dashboard}/images/events-1.jpg`)).headers.get('content-type')).toBe('image/jpeg')
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
  }, 180_000)
})
