import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import { stripVTControlCharacters } from 'node:util'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchOptions } from '#tooling/chromium'
import { listen } from '#tooling/net'

/**
 * `npm run dev` as a developer runs it on a fresh clone: no DASHBOARD_URL, so it starts the
 * fixture dashboard; the page renders on the server and hydrates, and a navigation updates the
 * head through the browser's stand-in for react-helmet-async, as in the build.
 */
describe('npm run dev', () => {
  let dev: ChildProcess
  let origin = ''
  let output = ''
  let browser: Browser

  beforeAll(async () => {
    // A developer's shell: without what Vitest adds to the environment (NODE_ENV and MODE 'test'
    // would become Vite's mode; SSR, DEV, PROD and BASE_URL its own flags).
    const vitest = /^(NODE_ENV|MODE|SSR|DEV|PROD|BASE_URL|TEST|VITEST.*)$/
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !vitest.test(name)))
    // Free ports, named (Vite's own port is printed, the dashboard's is not needed here).
    const freePort = async () => {
      const probe = await listen(createServer())
      await probe.close()
      return new URL(probe.url).port
    }
    dev = spawn('npx', ['tsx', 'scripts/dev.ts'], {
      env: { ...env, DASHBOARD_URL: '', DASHBOARD_PORT: await freePort(), PORT: await freePort() },
      detached: true,
    })
    origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${output}`)), 90_000)
      const read = (chunk: Buffer) => {
        output += chunk
        // Vite prints the address with colour codes around the port.
        const match = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(stripVTControlCharacters(output))
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!.replace(/\/$/, ''))
        }
      }
      dev.stdout!.on('data', read)
      dev.stderr!.on('data', read)
      dev.on('close', () => reject(new Error(`dev server stopped:\n${output}`)))
    })
    browser = await chromium.launch(launchOptions)
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    // The whole group: npx, tsx, Vite and the fixture dashboard.
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
  })

  it('starts the fixture dashboard when DASHBOARD_URL is unset', () => {
    expect(output).toContain('DASHBOARD_URL is unset: the fixture dashboard answers at http://127.0.0.1:')
  })

  it("renders a page with the dashboard's data, hydrates it, and keeps the head in step on navigation", async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const modules: string[] = []
    page.on('request', (request) => modules.push(new URL(request.url()).pathname))
    const answer = await page.goto(`${origin}/news`, { waitUntil: 'networkidle', timeout: 90_000 })
    expect(answer?.status()).toBe(200)
    // Server-rendered: the fixture's articles are in the HTML before any script runs.
    expect(await answer?.text()).toMatch(/href="\/news\/\d+"/)
    // React marks the container it has hydrated; development modules take a while to arrive.
    await expect
      .poll(() => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$'))), { timeout: 60_000 })
      .toBe(true)
    await page.locator('a[href="/about-us"]:visible').first().click()
    await page.waitForURL(`${origin}/about-us`)
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('About us | Wahat Medical')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about-us$/)
    expect(modules).toContain('/src/layout/Page/browserHelmet.tsx')
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})
