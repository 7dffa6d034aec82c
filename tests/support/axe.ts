import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { describeViolations, finishAnimations, pageTags, runAxe, toAxeRecord, wcagTags, type AxeRecord, type ComponentAxeRecord } from './audit/axe'

const runsPerTest = new Map<string, number>()

/**
 * Keeps this run's results where the configuration asks (`metadata.axeRecordDir`: the component
 * tests), one file per run, for the accessibility report.
 */
function keepForReport(record: AxeRecord) {
  const info = test.info()
  const dir = info.config.metadata?.axeRecordDir as string | undefined
  if (!dir) return
  const run = (runsPerTest.get(info.testId) ?? 0) + 1
  runsPerTest.set(info.testId, run)
  const [file = '', ...titles] = info.titlePath
  const entry: ComponentAxeRecord = { test: titles.join(' › '), file, ...record }
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${info.testId}-${info.retry}-${run}.json`), JSON.stringify(entry, null, 1))
}

/**
 * Runs axe and fails listing each violation with its rule, impact and selectors. Whole pages
 * also get best-practice rules (one h1, landmarks); a lone component does not.
 */
export async function expectNoAxeViolations(page: Page, { wholePage = true, include }: { wholePage?: boolean; include?: string } = {}) {
  await finishAnimations(page)
  const tags = wholePage ? pageTags : wcagTags
  const record = toAxeRecord(await runAxe(page, { tags, include }), tags)
  keepForReport(record)
  expect(describeViolations(record.violations), `axe violations on ${page.url()}`).toEqual([])
}
