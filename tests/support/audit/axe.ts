/**
 * What the tests and the accessibility audit (tests/support/audit/audit.ts) share about axe: the tags,
 * how a page is settled before measuring, and the record kept of one run. No @playwright/test
 * here: the audit and its Vitest test load this module, and Playwright's `expect` cannot live in
 * the same process as Vitest's.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

/** WCAG 2.0, 2.1 and 2.2 A and AA; `wcag22aa` turns on the target-size rule (off by default). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Whole pages also get best-practice rules (one h1, landmarks); a lone component does not. */
export const pageTags = [...wcagTags, 'best-practice']

/** Where the audit writes its report, and where the component tests leave their axe records for it. */
export const reportDir = 'reports/accessibility'
export const componentRecordDir = `${reportDir}/components`

/**
 * Ends every running animation that has an end (a fade, a slide, a transition of a focus style)
 * where it would have ended. Self-contained: it runs in the page (the keyboard walk installs it).
 */
export function finishRunningAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) animation.finish()
  }
}

/**
 * Colours are measured as painted: fades and slides are ended first (endless loops excepted),
 * rather than watched, which is the same end state without Chromium painting every frame of a
 * fade that lasts seconds word by word; then nothing started since may still be running.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(finishRunningAnimations)
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
}

let axeSource: string | undefined
/**
 * axe-core's own minified build (less than half its unminified source), read once a process: the
 * same rules and results, less to send and compile in every page.
 */
const minifiedAxe = () => (axeSource ??= readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8'))

/**
 * axe over the page, run by axe-core itself (docs/decisions/0032-axe-injected-once.md): its source
 * is sent once into each document of the page, the page first, then `axe.run` in the page tests
 * the page and, through axe's own messages, every frame in it. The audit's frames (the video
 * player) are stand-ins on another origin: axe answers any origin, in a test browser only.
 *
 * Violations and incomplete results come with every element; passes and inapplicable rules with
 * one at most (axe's `resultTypes`), as the record keeps only their ids: the results of a page
 * weigh a fraction as much, and a run costs less CPU (docs/performance.md).
 */
export async function runAxe(page: Page, { tags, include }: { tags: string[]; include?: string }): Promise<AxeResults> {
  const setup = `${minifiedAxe()};axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] })`
  await page.mainFrame().evaluate(setup)
  // A frame that went away meanwhile is not tested: axe in the page skips a frame that does not answer.
  for (const frame of page.frames().slice(1)) await frame.evaluate(setup).catch(() => undefined)
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] }
  return page.evaluate(
    ({ include, options }) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(include ? { include: [include] } : document, options),
    { include: include ?? null, options },
  )
}

export interface AxeNode {
  /** CSS selector of the element (parts joined by " >> " when it is inside a frame or shadow root). */
  selector: string
  html: string
  summary: string
}

export interface AxeRuleResult {
  id: string
  impact: string | null
  help: string
  description: string
  helpUrl: string
  /** Success criteria from the rule's tags ("1.4.3"); empty for best-practice rules. */
  wcag: string[]
  tags: string[]
  nodes: AxeNode[]
}

/** One axe run, reduced to what a report needs. */
export interface AxeRecord {
  axeVersion: string
  url: string
  tags: string[]
  /** Rules axe evaluated (passed, violated, incomplete or inapplicable). */
  rulesRun: number
  passes: string[]
  violations: AxeRuleResult[]
  incomplete: AxeRuleResult[]
  inapplicable: string[]
}

/** A component test's axe run, as the audit merges it into its report. */
export interface ComponentAxeRecord extends AxeRecord {
  test: string
  file: string
}

/** axe tags "wcag143" and "wcag2411" name success criteria 1.4.3 and 2.4.11. */
function wcagCriteria(tags: string[]): string[] {
  return tags.flatMap((tag) => {
    const match = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag)
    return match ? [`${match[1]}.${match[2]}.${match[3]}`] : []
  })
}

const selectorOf = (target: unknown[]): string => target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >> ')

export function toAxeRecord(results: AxeResults, tags: string[]): AxeRecord {
  type Result = AxeResults['violations'][number]
  const rule = (result: Result): AxeRuleResult => ({
    id: result.id,
    impact: result.impact ?? null,
    help: result.help,
    description: result.description,
    helpUrl: result.helpUrl,
    wcag: wcagCriteria(result.tags),
    tags: result.tags,
    nodes: result.nodes.map((node) => ({
      selector: selectorOf(node.target as unknown[]),
      html: node.html.length > 300 ? `${node.html.slice(0, 300)}…` : node.html,
      summary: node.failureSummary ?? '',
    })),
  })
  const all = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable]
  return {
    axeVersion: results.testEngine.version,
    url: results.url,
    tags,
    rulesRun: new Set(all.map((result) => result.id)).size,
    passes: results.passes.map((result) => result.id),
    violations: results.violations.map(rule),
    incomplete: results.incomplete.map(rule),
    inapplicable: results.inapplicable.map((result) => result.id),
  }
}

/** One line per violation and element, for a failing test or the audit's console output. */
export function describeViolations(violations: AxeRuleResult[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.selector}: ${node.summary.split('\n').join(' ')}`).join('\n'),
  )
}
