/**
 * Playwright reporter of the site's run (playwright.site.config.ts): collects what each test of
 * the `audit` project attached (its page or state, as audited) and, once the run ends, leaves the
 * whole audit in reports/accessibility/audit-run.json for the report (./report.ts
 * writeAuditReport), which also takes in the component tests' axe runs and is written once both
 * runs have ended. A run that left some of the audit's pages or states out (a filter, a test that
 * crashed) leaves nothing: a partial audit would pass for the whole.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { testedExportDir } from '#tooling/stack'
import { auditedPages, interactiveStates } from './audit'
import { auditAttachment, type AuditAttachment } from './entries'
import { auditRunFile, type AuditRun } from './report'

const auditProject = 'audit'

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

  onEnd(_result: FullResult): undefined {
    if (this.expected === 0) return
    if (this.attached.length < this.expected) {
      console.log(`\nNo accessibility audit kept: ${this.attached.length} of the audit's ${this.expected} pages and states were audited.`)
      return
    }
    const attached = [...this.attached].sort((a, b) => a.index - b.index)
    const run: AuditRun = {
      entries: attached.map(({ entry }) => entry),
      exportDir: testedExportDir(),
      // From the first audit test's start to the last one's end.
      durationSeconds: (Math.max(...this.spans.map(([, end]) => end)) - Math.min(...this.spans.map(([start]) => start))) / 1000,
      standIns: [...new Set(attached.flatMap(({ standIns }) => standIns))].sort(),
    }
    mkdirSync(dirname(auditRunFile), { recursive: true })
    writeFileSync(auditRunFile, JSON.stringify(run))
  }

  printsToStdio() {
    return false
  }
}
