import type { Page } from '@playwright/test'
import { leaveLastPage, sweepTest } from '../../support/sweep'

/**
 * Gecko's tests, the page sweep and the controls: one test type, so that they share their workers
 * (a worker runs the tests of one set of worker fixtures: two would start a Firefox each), and one
 * tab a worker (tests/support/sweep.ts): a new browser context a test costs Firefox about as much
 * as the visit itself (docs/performance.md, "The whole `npm test`").
 */
const desktop = { width: 1280, height: 800 }

export const test = sweepTest({ viewport: desktop })

/**
 * Before a test's first visit in the worker's tab: what the last test routed (held scripts, stand-ins)
 * no longer applies, nothing it stored carries over, and the window is `size` (1280 × 800, the
 * project's, unless the test says), whatever the last test made it.
 */
export async function nextPage(tab: Page, size: { width: number; height: number } = desktop): Promise<void> {
  await leaveLastPage(tab)
  const current = tab.viewportSize()
  if (current?.width !== size.width || current.height !== size.height) await tab.setViewportSize(size)
}
