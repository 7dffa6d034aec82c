import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { startDashboard } from '#tooling/dashboard/server'
import { serveExport } from '#tooling/stack'
import { runBuild, verdict } from '../support/build'
import type { SharedExport } from './shared-export/built'
import { describeContactForm, webhookUrl } from './shared-export/contact-apps-script'
import { describeImageBoundary, startImageTraps } from './shared-export/image-boundary'
import { ARTICLES, describeListings } from './shared-export/listings'

// One `npm run build` for three scenarios that succeed, each of which reads a part of the export
// the others leave alone: a build costs as much as the tests that read it, so each does not build
// its own.
// - Listings of more articles than a page holds (shared-export/listings.ts): the fixture
//   dashboard's `large` content, 90 events and 90 news articles.
// - Product images an editor aims at the build machine (shared-export/image-boundary.ts): the
//   build asks the dashboard through a proxy that gives products 1 to 12 of each category hostile
//   or unusable images.
// - The contact form against Apps Script under Google's own names
//   (shared-export/contact-apps-script.ts): CONTACT_WEBHOOK_URL on script.google.com, so the
//   export's content security policy is the production one.

describe('an export of 90 articles of each kind, product images aimed at the build machine, and Apps Script for the contact form', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-shared-'))
  const built = { report: join(dir, 'report.json') } as SharedExport
  let closeTraps: (() => Promise<void>) | undefined

  beforeAll(async () => {
    built.dashboard = await startDashboard({ port: 0, large: ARTICLES })
    const traps = await startImageTraps(built.dashboard.url)
    closeTraps = traps.close
    built.result = await runBuild({ ...traps.env, CONTACT_WEBHOOK_URL: webhookUrl, BUILD_REPORT: built.report }, join(dir, 'site'))
    expect(built.result.status, verdict(built.result)).toBe(0)
    built.site = await serveExport(built.result.outDir)
  })

  afterAll(async () => {
    await built.site?.close()
    await closeTraps?.()
    await built.dashboard?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  describeImageBoundary(built)
  describeListings(built)
  describeContactForm(built)
})
