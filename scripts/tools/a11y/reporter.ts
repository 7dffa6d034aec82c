/**
 * Playwright reporter of the site's run (playwright.site.config.ts): collects what each test of
 * the `audit` project attached (its page or state, as audited) and, once the run ends, writes the
 * accessibility report (./report.ts) with the component tests' axe runs merged in. A run that left
 * some of the audit's pages or states out (a filter, a test that crashed) writes no report: a
 * partial one would pass for the whole. `npm test` runs the component tests beside this run and
 * names, in A11Y_COMPONENTS_ENDED, the file it writes when they end: the report waits for it.
 */
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { auditedPages, interactiveStates } from './audit'
import { pageTags, reportDir } from './axe'
import { auditAttachment, type AuditAttachment } from './entries'
import { buildReport, failures, readComponentRecords, writeReport } from './report'
import { testedExportDir } from '../../support/stack'

const auditProject = 'audit'

/** Waits for the component tests run beside this one to end (at most 15 minutes): their axe records are then complete. */
async function componentTestsEnded(): Promise<void> {
  const marker = process.env.A11Y_COMPONENTS_ENDED
  if (!marker || existsSync(marker)) return
  console.log('\nWaiting for the component tests to end: the report takes in their axe runs.')
  for (const started = Date.now(); !existsSync(marker); await sleep(500)) {
    if (Date.now() - started > 15 * 60_000) throw new Error(`The component tests did not end within 15 minutes (no ${marker}).`)
  }
}

export default class AccessibilityReporter implements Reporter {
  private expected = 0
  private readonly attached: AuditAttachment[] = []
  private readonly spans: Array<[number, number]> = []

  onBegin(_config: unknown, suite: Suite) {
    // The whole audit, not what a filter left of it: every page of the export and every state.
    const audits = suite.allTests().some((test) => test.parent.project()?.name === auditProject)
    const pages = audits ? auditedPages(testedExportDir()) : []
    this.expected = audits ? pages.length + interactiveStates(pages, '').length : 0
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.parent.project()?.name !== auditProject) return
    const attachment = result.attachments.find((item) => item.name === auditAttachment)
    if (!attachment?.body) return
    this.attached.push(JSON.parse(attachment.body.toString()) as AuditAttachment)
    this.spans.push([result.startTime.getTime(), result.startTime.getTime() + result.duration])
  }

  async onEnd(_result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.expected === 0) return undefined
    if (this.attached.length < this.expected) {
      console.log(`\nAccessibility report not written: ${this.attached.length} of the audit's ${this.expected} pages and states were audited.`)
      return undefined
    }
    await componentTestsEnded()
    const attached = [...this.attached].sort((a, b) => a.index - b.index)
    const report = buildReport({
      entries: attached.map(({ entry }) => entry),
      components: readComponentRecords(),
      exportDir: testedExportDir(),
      tags: pageTags,
      // From the first audit test's start to the last one's end.
      durationSeconds: (Math.max(...this.spans.map(([, end]) => end)) - Math.min(...this.spans.map(([start]) => start))) / 1000,
      standIns: [...new Set(attached.flatMap(({ standIns }) => standIns))].sort(),
    })
    const written = writeReport(report, reportDir)
    const { totals } = report
    console.log(
      `\nAccessibility audit: ${totals.pages} pages, ${totals.states} states in ${report.durationSeconds} s (axe ${report.axeVersion}, tags ${report.tags.join(' ')})`,
    )
    console.log(
      `rules run ${totals.rulesRun}, passes ${totals.passes}, violations ${totals.violations} (${totals.violationNodes} elements), incomplete ${totals.incomplete} (${totals.incompleteNodes} elements, to check by hand)`,
    )
    console.log(`checks of this audit: ${totals.checksRun} run, ${totals.checksFailed} failed; not audited: ${totals.errors}`)
    console.log(
      report.components.present
        ? `component tests: ${totals.componentRuns} axe runs, ${totals.componentViolations} violations`
        : report.components.message,
    )
    console.log(`report: ${written.html} and ${written.json}`)
    const problems = failures(report)
    if (problems.length === 0) return undefined
    console.error(`\nAccessibility audit failed:\n${problems.map((line) => `  ${line}`).join('\n')}`)
    return { status: 'failed' }
  }

  printsToStdio() {
    return false
  }
}
