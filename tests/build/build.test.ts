import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runBuild as build } from '../support/build'

// `npm run build` as a developer or CI runs it: a dashboard it cannot reach, and a bad setting.
// Builds against sloppy, hostile and flaky dashboards are misbehaving-dashboard.test.ts, wrong
// answers and a dashboard that stops answering dashboard-chaos.test.ts. `npm start` is what the
// site's Playwright run builds and serves (playwright.site.config.ts).

describe('a build that cannot get its data', () => {
  it('stops naming the dashboard URL and endpoint when the dashboard is unreachable, and leaves no site', async () => {
    const { status, output, outDir } = await build({ DASHBOARD_URL: 'http://127.0.0.1:9' })
    expect(status).toBe(1)
    expect(output).toMatch(/Build failed: .*Dashboard request failed: GET http:\/\/127\.0\.0\.1:9\/api\/\w+/)
    expect(output).toContain('cannot reach the dashboard')
    // Before bundling anything (src/api/earlyAnswers.ts): misbehaving-dashboard.test.ts sees the bundling's line.
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
