/**
 * The export: pre-renders the site against the dashboard at DASHBOARD_URL (`npm run build` starts
 * the fixture dashboard first when it is unset: tooling/build-with-fixture.ts). A bad setting, an
 * unreachable dashboard, a failing call or an answer that breaks openapi/dashboard.yaml stops the
 * build with a message naming the variable, or the URL and the record, and leaves no half-written
 * dist/ behind: also when the error escapes vite-react-ssg (a page that fails while others render
 * is an unhandled rejection there).
 *
 * `npm run build` caps its old-generation heap (package.json): V8 otherwise lets the heap grow
 * to several times what the render keeps alive; capped, it collects sooner for a little more CPU
 * (docs/performance.md, "Build"). Every command that builds goes through `npm run build`.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { parseConfig, requireProductionConfig } from '#src/config'
import { dashboardFailureOf, type DashboardFailure } from '#src/api/failure'
import { siteToday } from '#export/today'

// The pages are rendered in this process by react-dom/server, which picks its development or
// production build from NODE_ENV when first imported: unset, the render ran React's development
// build (more CPU and memory per page), so it is set before vite-react-ssg loads React.
process.env.NODE_ENV ??= 'production'
// The dashboard client's data-phase deadline (DASHBOARD_DEADLINE_MS) holds in a build only.
process.env.SITE_BUILD = '1'

const started = performance.now()
const outDir = process.env.SITE_OUT_DIR ?? 'dist'
let failed = false

// vite-react-ssg renders pages in a queue it does not await per page: a page's error surfaces as
// an unhandled rejection (or, from a callback, an uncaught exception) that would end the process
// before the cleanup below. Here it fails the build like any other error.
const escaped = new Promise<never>((_, reject) => {
  process.on('unhandledRejection', reject)
  process.on('uncaughtException', reject)
})

try {
  // First, before the bundler starts: a build for visitors (on a host, or
  // SITE_PRODUCTION=1) without its dashboard, origin or webhook stops here, naming each.
  const production = requireProductionConfig(process.env)
  const config = parseConfig(process.env)
  // What counts as upcoming is decided on the day the fixture dashboard dates its content from.
  const today = siteToday()
  // Loaded only now, so that a build stopped above spends little: sharp, the bundler.
  const [
    { build },
    { builtArticles, registerImagePreparation },
    { askListsFirst },
    { buildPolicy },
    { writeFeeds },
    { createImagePipeline },
    { finishExport },
    { releaseGate },
    { assertSerialiserEscapesAttributes },
  ] = await Promise.all([
    import('vite-react-ssg/node'),
    import('#src/api/buildProcess'),
    import('#src/api/earlyAnswers'),
    import('#src/api/request'),
    import('./export/feeds'),
    import('./export/images'),
    import('./export/finish-export'),
    import('#export/release-gate'),
    import('#export/page-document'),
  ])
  if (!config.dashboardUrl) {
    // npm run build starts the fixture dashboard when DASHBOARD_URL is unset (tooling/build-with-fixture.ts).
    throw new Error('DASHBOARD_URL is unset: run `npm run build`, which starts the fixture dashboard for a build that names none.')
  } else if (!config.contactWebhookUrl && process.env.SITE_FIXTURE_DASHBOARD !== '1') {
    // A real dashboard, so a site meant for visitors: their messages would go to the dashboard host.
    console.warn(
      '\n⚠️  CONTACT_WEBHOOK_URL is unset: the contact form will post to the dashboard host, which does not receive messages.\n' +
        '⚠️  Set CONTACT_WEBHOOK_URL to the spreadsheet-script webhook before deploying this build.\n',
    )
  }
  // Before bundling: the dashboard's lists, so that a dashboard that cannot answer fails the build
  // now rather than after it (src/api/earlyAnswers.ts; the render reads these answers).
  const lists = await askListsFirst(
    process.env.DASHBOARD_URL ?? '',
    buildPolicy({ timeoutMs: config.dashboardTimeoutMs, deadlineMs: config.dashboardDeadlineMs }),
  )
  console.log(`Dashboard: ${lists} lists answered before bundling`)
  // Before the render: the dashboard client asks it for each image's variants as pages load.
  // Images from the dashboard's origin and the hosts of IMAGE_HOSTS only (scripts/export/image-download.ts).
  const sources = { dashboardOrigin: new URL(process.env.DASHBOARD_URL ?? '').origin, hosts: config.imageHosts }
  const images = createImagePipeline({ outDir, publicDir: 'public', cacheDir: 'node_modules/.cache/images', sources })
  registerImagePreparation(images.prepare)
  await assertSerialiserEscapesAttributes()
  // The export's last steps run in vite-react-ssg's onFinished: once build() returns, it forces
  // the process to exit (status 0) 15 s later, and on a busy machine the steps below outlasted
  // that, so an export without its _headers passed for a finished build.
  const finish = async () => {
    const made = await images.finish()
    console.log(
      `Images: ${made.sources} sources, ${made.files} files (${Math.round(made.bytes / 1024)} KB) in ${outDir}/_img, ${made.encoded} encoded by this build` +
        (made.kept.length ? `; ${made.kept.length} kept at their original URL (named above)` : '') +
        (made.refused.length ? `; ${made.refused.length} refused, shown as the placeholder (named above)` : ''),
    )
    const feeds = writeFeeds(outDir, builtArticles(), config.siteUrl, today)
    console.log(`Feeds and calendars: ${feeds.length} files (Atom per section and language, iCalendar per event and of the upcoming ones)`)
    await finishExport(outDir, config)
    // Last: a production export naming a loopback, private or plain-http URL anywhere is no export.
    if (production) {
      releaseGate(outDir)
      console.log(`Release gate: no loopback, non-public or plain-http URL in ${outDir} (a production build: ${production})`)
    }
  }
  await Promise.race([build({ onFinished: finish }, {}), escaped])
} catch (error) {
  failed = true
  rmSync(outDir, { recursive: true, force: true })
  const message = error instanceof Error ? error.message : String(error)
  console.error(`\nBuild failed: ${message}`)
  // By the failure's side, which a loader's failure carries too (src/api/failure.ts), never by its text.
  const advice: Record<DashboardFailure, string> = {
    request: 'Check DASHBOARD_URL and that the dashboard is running.',
    answer: 'The answer does not match openapi/dashboard.yaml: correct the record named above on the dashboard.',
  }
  const failure = dashboardFailureOf(error)
  if (failure) console.error(advice[failure])
}
// Pages still rendering when the first one failed may have written files since: the process
// ends right after this, synchronously, so nothing writes after it.
if (failed) rmSync(outDir, { recursive: true, force: true })

// For `npm run bench`: this process's own time and peak memory.
if (process.env.BUILD_REPORT) {
  const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage()
  const report = { seconds: (performance.now() - started) / 1000, cpuSeconds: (userCPUTime + systemCPUTime) / 1e6, maxRssMb: maxRSS / 1024, failed }
  writeFileSync(process.env.BUILD_REPORT, JSON.stringify(report))
}
process.exit(failed ? 1 : 0)
