import type { RunningDashboard } from '#tooling/dashboard/server'
import type { Running } from '#tooling/net'
import type { BuildResult } from '../../support/build'

/**
 * The one build of tests/build/shared-export.test.ts, filled in by its first hook: the scenarios
 * read it in their tests and hooks, which run after it.
 */
export interface SharedExport {
  /** The fixture dashboard with the large content, asked directly (the build asked it through the image traps). */
  dashboard: RunningDashboard
  result: BuildResult
  /** The build's own report (BUILD_REPORT): its CPU and peak memory. */
  report: string
  /** The export, served the way the host serves it. */
  site: Running
}
