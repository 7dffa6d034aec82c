import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDashboard, type RunningDashboard } from '#tooling/dashboard/server'
import { runBuild, verdict } from '../support/build'
import example from '#src/content/company.json' with { type: 'json' }

// `npm run build` as a host runs it (Netlify sets NETLIFY, Cloudflare Pages CF_PAGES) or with
// SITE_PRODUCTION=1: it never falls back to the fixture dashboard or the defaults, and it never
// leaves an export that names the builder's machine (docs/decisions/0034).

describe('a production build', () => {
  it('without its variables stops at once, naming each, before any fixture or bundling, and leaves no site', async () => {
    const report = join(mkdtempSync(join(tmpdir(), 'build-report-')), 'report.json')
    const result = await runBuild({ NETLIFY: 'true', SITE_URL: '', CONTACT_WEBHOOK_URL: '', BUILD_REPORT: report })
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      'Build failed: DASHBOARD_URL, SITE_URL, CONTACT_WEBHOOK_URL, SCHEDULER_URL are unset, and this is a production build (NETLIFY is set',
    )
    expect(result.output).not.toContain('fixture dashboard at')
    expect(result.output).not.toContain('Build for client')
    expect(existsSync(result.outDir)).toBe(false)
    // About 1.5 s on an idle machine, npm and tsx included (docs/decisions/0034). The wall time
    // depends on what else the machine runs (npm test keeps both cores busy), the build's own CPU
    // does not: about 0.5 s, the rest of the build not even loaded.
    const { cpuSeconds } = JSON.parse(readFileSync(report, 'utf8')) as { cpuSeconds: number }
    expect(cpuSeconds, `${result.seconds} s on the clock`).toBeLessThan(2)
  })

  describe('against the fixture dashboard (on loopback), as if it were production', () => {
    let fixture: RunningDashboard
    beforeAll(async () => {
      fixture = await startDashboard({ port: 0 })
    })
    afterAll(() => fixture.close())

    it("builds with the company's details filled in, then its release gate refuses the export for what the fixture put in it alone (none of the example details), naming each file and URL, and leaves no site", async () => {
      // The company's details as a deployer writes them (README, "The company's details"): every
      // example address and phone replaced.
      const details = join(mkdtempSync(join(tmpdir(), 'company-')), 'company.json')
      writeFileSync(
        details,
        JSON.stringify(example)
          .replace(/\.example\b/g, '.com.sa')
          .replace(/000 0000/g, '234 5678'),
      )
      const result = await runBuild({
        SITE_PRODUCTION: '1',
        DASHBOARD_URL: fixture.url,
        SITE_URL: 'https://www.example.com',
        CONTACT_WEBHOOK_URL: 'https://script.google.com/macros/s/example/exec',
        SCHEDULER_URL: 'https://calendly.com/wahat-medical/30min',
        COMPANY_DETAILS: details,
      })
      expect(result.status, verdict(result)).toBe(1)
      expect(result.output).toContain('Host files:')
      const gate = result.output.slice(result.output.indexOf('Build failed: The export must not ship'))
      expect(gate, verdict(result)).toMatch(/^Build failed: The export must not ship \d+ URLs/)
      // The policy's image source, the fixture's origin in every script, each page's hydration data.
      expect(gate).toContain(`  _headers\n    ${fixture.url}  (a loopback address`)
      expect(gate).toMatch(new RegExp(`  assets/app-[\\w-]+\\.js\\n    ${fixture.url}  \\(a loopback address`))
      expect(gate).toMatch(new RegExp(`  static-loader-data/news/1\\.\\w+\\.json\\n    ${fixture.url}/images/news-1\\.jpg`))
      // None of the example values is left. (The fixture's articles link to sites under .example,
      // which the gate names too: a real dashboard's content links to real ones.)
      expect(gate).not.toMatch(/\(an example (?:e-mail address|phone number)|\(the default booking link/)
      for (const value of JSON.stringify(example).match(/https:\/\/[^"]+\.example|[\w.+-]+@[\w.-]+\.example/g) ?? [])
        expect(gate).not.toContain(value)
      expect(existsSync(result.outDir)).toBe(false)
    })
  })
})
