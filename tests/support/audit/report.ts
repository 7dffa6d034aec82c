/**
 * The accessibility report of `npm run audit:a11y`: the model (report.json) and its readable,
 * self-contained HTML page (index.html). No browser here: tests/support/audit/audit.ts fills it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { componentRecordDir, pageTags, reportDir, type AxeRuleResult, type ComponentAxeRecord } from './axe'
import { manualChecks, type ManualCheck } from './manual-checks'
import { checkNames, type AuditEntry, type CheckResult } from './entries'

export interface ComponentSection {
  present: boolean
  message: string
  records: ComponentAxeRecord[]
}

export interface Totals {
  pages: number
  states: number
  /** Distinct axe rules run over all pages and states. */
  rulesRun: number
  /** Counted per page or state: a rule passing on every one of 90 pages counts 90 times. */
  passes: number
  violations: number
  violationNodes: number
  incomplete: number
  incompleteNodes: number
  checksRun: number
  checksFailed: number
  errors: number
  componentRuns: number
  componentViolations: number
}

export interface Report {
  generatedAt: string
  durationSeconds: number
  exportDir: string
  axeVersion: string
  tags: string[]
  totals: Totals
  passed: boolean
  /** Third-party requests answered by a stand-in (the machine is offline; their content is not audited). */
  standIns: string[]
  entries: AuditEntry[]
  components: ComponentSection
  manualChecks: ManualCheck[]
}

/** The component tests' axe records (npm run test:components writes them), or why there are none. */
export function readComponentRecords(dir = componentRecordDir): ComponentSection {
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []
  if (files.length === 0) {
    return { present: false, message: `No component test results in ${dir}/: run npm run test:components first.`, records: [] }
  }
  const records = files
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as ComponentAxeRecord)
    .sort((a, b) => `${a.file} ${a.test}`.localeCompare(`${b.file} ${b.test}`))
  return { present: true, message: `${records.length} axe runs of the component tests (${dir}/).`, records }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

export function buildReport({
  entries,
  components,
  exportDir,
  tags,
  durationSeconds,
  standIns = [],
}: {
  entries: AuditEntry[]
  components: ComponentSection
  exportDir: string
  tags: string[]
  durationSeconds: number
  standIns?: string[]
}): Report {
  const audited = entries.flatMap((entry) => (entry.axe ? [entry.axe] : []))
  const checks = entries.flatMap((entry) => entry.checks)
  const ruleIds = new Set(
    audited.flatMap((axe) => [
      ...axe.passes,
      ...axe.inapplicable,
      ...axe.violations.map((rule) => rule.id),
      ...axe.incomplete.map((rule) => rule.id),
    ]),
  )
  const totals: Totals = {
    pages: entries.filter((entry) => entry.kind === 'page').length,
    states: entries.filter((entry) => entry.kind === 'state').length,
    rulesRun: ruleIds.size,
    passes: sum(audited.map((axe) => axe.passes.length)),
    violations: sum(audited.map((axe) => axe.violations.length)),
    violationNodes: sum(audited.map((axe) => sum(axe.violations.map((rule) => rule.nodes.length)))),
    incomplete: sum(audited.map((axe) => axe.incomplete.length)),
    incompleteNodes: sum(audited.map((axe) => sum(axe.incomplete.map((rule) => rule.nodes.length)))),
    checksRun: checks.length,
    checksFailed: checks.filter((check) => !check.passed).length,
    errors: entries.filter((entry) => entry.error).length,
    componentRuns: components.records.length,
    componentViolations: sum(components.records.map((record) => record.violations.length)),
  }
  const passed = totals.violations === 0 && totals.checksFailed === 0 && totals.errors === 0 && totals.componentViolations === 0
  return {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round(durationSeconds * 10) / 10,
    exportDir,
    axeVersion: audited[0]?.axeVersion ?? components.records[0]?.axeVersion ?? 'unknown',
    tags,
    totals,
    passed,
    standIns,
    entries,
    components,
    manualChecks: manualChecks(entries),
  }
}

/** What makes one page or state fail the audit, one line each (empty when it passes). */
export function entryFailures(entry: AuditEntry): string[] {
  const lines: string[] = []
  if (entry.error) lines.push(`${entry.name}: could not be audited: ${entry.error}`)
  for (const rule of entry.axe?.violations ?? []) {
    lines.push(`${entry.name}: ${rule.id} (${rule.impact}) ${rule.help}: ${rule.nodes.map((node) => node.selector).join(', ')}`)
  }
  for (const check of entry.checks.filter((item) => !item.passed)) lines.push(`${entry.name}: ${check.id}: ${check.problems.join('; ')}`)
  return lines
}

/** What makes the audit fail, one line each (empty when it passes). */
export function failures(report: Report): string[] {
  const lines = report.entries.flatMap(entryFailures)
  for (const record of report.components.records) {
    for (const rule of record.violations)
      lines.push(`component test "${record.test}": ${rule.id} ${rule.help}: ${rule.nodes.map((node) => node.selector).join(', ')}`)
  }
  return lines
}

export function writeReport(report: Report, dir: string): { json: string; html: string } {
  mkdirSync(dir, { recursive: true })
  const json = join(dir, 'report.json')
  const html = join(dir, 'index.html')
  writeFileSync(json, `${JSON.stringify(report, null, 1)}\n`)
  writeFileSync(html, renderReportHtml(report))
  return { json, html }
}

/** What the site run's audit leaves for the report (./reporter.ts): every page and state, audited. */
export interface AuditRun {
  entries: AuditEntry[]
  exportDir: string
  durationSeconds: number
  standIns: string[]
}

export const auditRunFile = join(reportDir, 'audit-run.json')

/** Before a run: no report, and no audit left by an earlier one, may pass for this run's. */
export function clearAuditRecords(): void {
  for (const file of [auditRunFile, join(reportDir, 'report.json'), join(reportDir, 'index.html')]) rmSync(file, { force: true })
}

/**
 * Writes reports/accessibility/index.html and report.json from the site run's audit and the
 * component tests' axe runs, once both have ended (`npm test` runs it last; `npm run audit:a11y`
 * after its own audit). Without a whole audit there is no report: a partial one would pass for
 * the whole.
 */
export function writeAuditReport(): { ok: boolean; problems: string[] } {
  if (!existsSync(auditRunFile)) {
    return { ok: false, problems: [`no audit of every page and state in ${auditRunFile} (the site run's audit did not finish, or left pages out)`] }
  }
  const run = JSON.parse(readFileSync(auditRunFile, 'utf8')) as AuditRun
  const report = buildReport({ ...run, components: readComponentRecords(), tags: pageTags })
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
  return { ok: problems.length === 0, problems }
}

// ---------------------------------------------------------------------------------------------
// The HTML page

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const anchor = (entry: AuditEntry) => `entry-${entry.id.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`

const criteria = (rule: AxeRuleResult) => (rule.wcag.length ? `WCAG ${rule.wcag.join(', ')}` : 'best practice')

const levelTag = (rule: AxeRuleResult) => {
  const level = rule.tags.find((tag) => /^wcag2\d?a{1,2}$/.test(tag))
  return level ? ` (${level.replace(/^wcag2(\d?)(a+)$/, (_, minor: string, a: string) => `WCAG 2.${minor || '0'} ${a.toUpperCase()}`)})` : ''
}

function nodeList(rule: AxeRuleResult): string {
  return `<ul class="nodes">${rule.nodes
    .map(
      (node) =>
        `<li><code>${escapeHtml(node.selector)}</code>${node.summary ? `<div class="summary">${escapeHtml(node.summary).replace(/\n/g, '<br>')}</div>` : ''}<details><summary>HTML of the element</summary><pre>${escapeHtml(node.html)}</pre></details></li>`,
    )
    .join('')}</ul>`
}

function ruleBlock(rule: AxeRuleResult, headingLevel: number): string {
  const h = `h${headingLevel}`
  return `<${h}><code>${escapeHtml(rule.id)}</code>: ${escapeHtml(rule.help)}</${h}>
<p>${rule.impact ? `Impact: <strong>${escapeHtml(rule.impact)}</strong>. ` : ''}${escapeHtml(criteria(rule))}${escapeHtml(levelTag(rule))}. <a href="${escapeHtml(rule.helpUrl)}">How to fix (${escapeHtml(rule.id)})</a></p>
${nodeList(rule)}`
}

function statusCell(entry: AuditEntry): string {
  if (entry.error) return '<td class="bad">not audited</td>'
  const bad = (entry.axe?.violations.length ?? 0) > 0 || entry.checks.some((check) => !check.passed)
  return bad ? '<td class="bad">fails</td>' : '<td class="good">passes</td>'
}

const checkIds = Object.keys(checkNames) as Array<CheckResult['id']>

function checkCell(entry: AuditEntry, id: CheckResult['id']): string {
  const check = entry.checks.find((item) => item.id === id)
  if (!check) return '<td>–</td>'
  return check.passed ? '<td class="good">passes</td>' : '<td class="bad">fails</td>'
}

function summarySection(report: Report): string {
  const { totals } = report
  const verdict = report.passed
    ? '<p class="verdict good">Passed: zero axe violations, every automated check of this audit passed, every page and state was audited.</p>'
    : `<p class="verdict bad">Failed: ${totals.violations} axe violations (${totals.violationNodes} elements), ${totals.checksFailed} failed checks, ${totals.errors} pages or states not audited, ${totals.componentViolations} violations in component tests.</p>`
  const missing = report.components.present ? '' : `<p class="bad">${escapeHtml(report.components.message)}</p>`
  const rows: Array<[string, string | number]> = [
    ['Pages of the export (every .html file)', totals.pages],
    ['Interactive states', totals.states],
    ['Axe rules run (distinct)', totals.rulesRun],
    ['Rule passes (per page or state)', totals.passes],
    ['Violations (rules per page or state)', `${totals.violations} (${totals.violationNodes} elements)`],
    ['Incomplete: to check by hand (rules per page or state)', `${totals.incomplete} (${totals.incompleteNodes} elements)`],
    ['Checks of this audit (reflow, keyboard walk, focus visible, focus not obscured)', `${totals.checksRun} run, ${totals.checksFailed} failed`],
    ['Pages or states that could not be audited', totals.errors],
    ['Component test axe runs', report.components.present ? `${totals.componentRuns} (${totals.componentViolations} violations)` : 'missing'],
  ]
  return `<section aria-labelledby="summary"><h2 id="summary">Summary</h2>
${verdict}
${missing}
<table><caption>Totals</caption><tbody>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(String(value))}</td></tr>`).join('')}</tbody></table>
<p>Generated ${escapeHtml(report.generatedAt)} in ${report.durationSeconds} s from <code>${escapeHtml(report.exportDir)}</code> with axe-core ${escapeHtml(report.axeVersion)}, tags <code>${escapeHtml(report.tags.join(' '))}</code>, in Chromium.</p>
${report.standIns.length ? `<p>Third-party content stood in for (offline; not audited here): ${report.standIns.map((item) => `<code>${escapeHtml(item)}</code>`).join(', ')}.</p>` : ''}
</section>`
}

function entriesTable(report: Report): string {
  const rows = report.entries
    .map(
      (
        entry,
      ) => `<tr><th scope="row"><a href="#${anchor(entry)}">${escapeHtml(entry.name)}</a></th><td>${entry.kind}</td><td>${entry.locale}</td><td>${entry.viewport.width}×${entry.viewport.height}</td>
<td>${entry.axe?.rulesRun ?? '–'}</td><td>${entry.axe?.passes.length ?? '–'}</td><td${(entry.axe?.violations.length ?? 0) > 0 ? ' class="bad"' : ''}>${entry.axe?.violations.length ?? '–'}</td><td>${entry.axe?.incomplete.length ?? '–'}</td>${checkIds.map((id) => checkCell(entry, id)).join('')}${statusCell(entry)}</tr>`,
    )
    .join('\n')
  return `<section aria-labelledby="entries"><h2 id="entries">Pages and states</h2>
<p>Every page is audited at 1280×800 after scrolling through it (so content that fades in is shown) and after animations finish. Pages also get the checks of this audit: reflow (at 320×256 CSS px, 400 % zoom of 1280 px, the page does not scroll sideways) and a keyboard walk at 1280×800 (Tab from the top, with reduced motion so focus styles settle at once: every visible focusable element is reached and focus leaves the last one; at each stop, once its transitions have ended, an outline or shadow is drawn, and the element is not entirely hidden under other content; a stop found wholly outside the window, which focusing brings into view, is focused again and read once more, and the check says how many were). States are reached in the browser and audited with axe; the state is checked to be really reached first.</p>
<div class="scroll"><table><caption>${report.totals.pages} pages and ${report.totals.states} states</caption>
<thead><tr><th scope="col">Page or state</th><th scope="col">Kind</th><th scope="col">Language</th><th scope="col">Viewport</th><th scope="col">Rules run</th><th scope="col">Passes</th><th scope="col">Violations</th><th scope="col">Incomplete</th>${checkIds.map((id) => `<th scope="col">${checkNames[id]}</th>`).join('')}<th scope="col">Result</th></tr></thead>
<tbody>${rows}</tbody></table></div></section>`
}

function entryDetails(entry: AuditEntry): string {
  const parts = [
    `<h3 id="${anchor(entry)}">${escapeHtml(entry.name)}</h3>`,
    `<p>${entry.kind === 'page' ? `Page <code>${escapeHtml(entry.path)}</code> (file <code>${escapeHtml(entry.file ?? '')}</code>)` : `State reached from <code>${escapeHtml(entry.path)}</code>`}, ${entry.locale === 'ar' ? 'Arabic' : 'English'}, ${entry.viewport.width}×${entry.viewport.height}.</p>`,
  ]
  if (entry.error) parts.push(`<p class="bad">Not audited: ${escapeHtml(entry.error)}</p>`)
  const axe = entry.axe
  if (axe) {
    parts.push(
      `<p>${axe.rulesRun} rules run: ${axe.passes.length} passed, ${axe.violations.length} violated, ${axe.incomplete.length} incomplete.</p>`,
    )
    for (const rule of axe.violations) parts.push(`<div class="violation">${ruleBlock(rule, 4)}</div>`)
    if (axe.incomplete.length) {
      parts.push(
        `<details><summary>${axe.incomplete.length} incomplete (axe could not decide: check by hand)</summary>${axe.incomplete.map((rule) => ruleBlock(rule, 4)).join('')}</details>`,
      )
    }
  }
  for (const check of entry.checks) {
    parts.push(
      `<p class="${check.passed ? 'good' : 'bad'}">${checkNames[check.id]}: ${check.passed ? 'passes' : 'fails'}. ${escapeHtml(check.detail)}</p>`,
    )
    if (check.problems.length) parts.push(`<ul>${check.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>`)
  }
  return `<section class="entry" aria-labelledby="${anchor(entry)}">${parts.join('\n')}</section>`
}

/** axe's reason for one element ("Element's background color could not be determined because …"). */
const reasonOf = (summary: string) =>
  summary
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !/^Fix (any|all) of the following:$/.test(line)) ?? 'no reason given'

function incompleteSection(report: Report): string {
  type Group = { rule: AxeRuleResult; reason: string; entries: Set<AuditEntry>; selectors: Set<string>; nodes: number }
  const groups = new Map<string, Group>()
  for (const entry of report.entries) {
    for (const rule of entry.axe?.incomplete ?? []) {
      for (const node of rule.nodes) {
        const reason = reasonOf(node.summary)
        const key = `${rule.id}\n${reason}`
        const group = groups.get(key) ?? { rule, reason, entries: new Set(), selectors: new Set(), nodes: 0 }
        group.entries.add(entry)
        group.selectors.add(node.selector)
        group.nodes += 1
        groups.set(key, group)
      }
    }
  }
  if (groups.size === 0)
    return '<section aria-labelledby="incomplete"><h2 id="incomplete">Incomplete items</h2><p>None: axe decided every check.</p></section>'
  const rows = [...groups.values()]
    .sort((a, b) => b.nodes - a.nodes)
    .map(
      (group) =>
        `<tr><th scope="row"><code>${escapeHtml(group.rule.id)}</code></th><td>${escapeHtml(group.reason)}</td><td>${escapeHtml(criteria(group.rule))}</td><td>${group.nodes} on ${group.entries.size}</td>
<td><details><summary>${group.selectors.size} selectors, ${group.entries.size} pages or states</summary><ul>${[...group.selectors].map((selector) => `<li><code>${escapeHtml(selector)}</code></li>`).join('')}</ul><p>${[
          ...group.entries,
        ]
          .map((entry) => `<a href="#${anchor(entry)}">${escapeHtml(entry.name)}</a>`)
          .join(', ')}</p></details></td></tr>`,
    )
    .join('\n')
  return `<section aria-labelledby="incomplete"><h2 id="incomplete">Incomplete items: to check by hand</h2>
<p>axe marks a check incomplete when it cannot decide by itself, most often the contrast of text over an image, a gradient or a background it cannot see (text over the page hero, under the transparent header). Each one needs a look: open the page or state, find the element by its selector, and judge it (for contrast: 4.5:1 for text, 3:1 for large text).</p>
<div class="scroll"><table><caption>Incomplete results by rule and reason</caption><thead><tr><th scope="col">Rule</th><th scope="col">Why axe could not decide</th><th scope="col">Criteria</th><th scope="col">Elements on pages or states</th><th scope="col">Where</th></tr></thead><tbody>${rows}</tbody></table></div></section>`
}

function componentsSection(report: Report): string {
  const { components } = report
  if (!components.present)
    return `<section aria-labelledby="components"><h2 id="components">Component tests</h2><p class="bad">${escapeHtml(components.message)}</p></section>`
  const rows = components.records
    .map(
      (record) =>
        `<tr><th scope="row">${escapeHtml(record.test)}</th><td><code>${escapeHtml(record.file)}</code></td><td>${record.rulesRun}</td><td>${record.passes.length}</td><td${record.violations.length ? ' class="bad"' : ''}>${record.violations.length}${record.violations.length ? `: ${record.violations.map((rule) => escapeHtml(`${rule.id} (${rule.nodes.map((node) => node.selector).join(', ')})`)).join('; ')}` : ''}</td><td>${record.incomplete.length ? record.incomplete.map((rule) => escapeHtml(`${rule.id} (${rule.nodes.length})`)).join(', ') : 0}</td></tr>`,
    )
    .join('\n')
  return `<section aria-labelledby="components"><h2 id="components">Component tests</h2>
<p>${escapeHtml(components.message)} Each component is mounted alone, in English and Arabic, and checked with the WCAG tags (page-level best-practice rules, such as one <code>h1</code> per page, apply to whole pages only).</p>
<div class="scroll"><table><caption>axe in the component tests</caption><thead><tr><th scope="col">Test</th><th scope="col">File</th><th scope="col">Rules run</th><th scope="col">Passes</th><th scope="col">Violations</th><th scope="col">Incomplete</th></tr></thead><tbody>${rows}</tbody></table></div></section>`
}

function statusClass(check: ManualCheck): string {
  if (check.passed === false) return 'bad'
  if (check.status === 'automated in this audit' || check.status === 'automated by tests') return 'good'
  return check.status === 'not applicable' ? '' : 'todo'
}

function manualSection(report: Report): string {
  const rows = report.manualChecks
    .map(
      (check) =>
        `<tr><th scope="row">${escapeHtml(check.title)}</th><td>${escapeHtml(check.criteria.join(', '))}</td><td class="${statusClass(check)}">${escapeHtml(check.status)}${check.passed === false ? ': failing' : ''}</td><td>${escapeHtml(check.evidence)}${check.byHand ? `<br><strong>By hand:</strong> ${escapeHtml(check.byHand)}` : ''}</td></tr>`,
    )
    .join('\n')
  return `<section aria-labelledby="manual"><h2 id="manual">Checks axe cannot make</h2>
<p>axe finds about a third of accessibility problems. The rest needs a person, or tests written for the purpose. For each check: whether it is automated (and where) or must be done by hand, and how.</p>
<div class="scroll"><table><caption>Manual and purpose-written checks</caption><thead><tr><th scope="col">Check</th><th scope="col">WCAG</th><th scope="col">Status</th><th scope="col">Evidence, and what to do by hand</th></tr></thead><tbody>${rows}</tbody></table></div></section>`
}

const css = `
:root { color-scheme: light; --bad: #a4161a; --good: #1b5e20; --todo: #7a4a00; }
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-inline-size: 80rem; margin-inline: auto; padding: 1rem 1.5rem 4rem; }
h1 { font-size: 2rem; } h2 { margin-block-start: 2.5rem; border-block-end: 2px solid #ccc; }
h3 { margin-block-start: 2rem; } h4 { margin-block: 1rem 0.25rem; font-size: 1rem; }
a { color: #0b4fa8; } a:focus-visible, summary:focus-visible { outline: 3px solid #0b4fa8; outline-offset: 2px; }
table { border-collapse: collapse; margin-block: 1rem; }
caption { text-align: start; font-weight: 600; padding-block-end: 0.25rem; }
th, td { border: 1px solid #bbb; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
thead th { background: #eee; }
.scroll { overflow-x: auto; }
.bad { color: var(--bad); font-weight: 600; } .good { color: var(--good); } .todo { color: var(--todo); font-weight: 600; }
.verdict { font-size: 1.25rem; padding: 0.5rem 1rem; border: 2px solid currentColor; }
.violation { border-inline-start: 4px solid var(--bad); padding-inline-start: 1rem; }
.nodes li { margin-block: 0.5rem; } .summary { white-space: normal; font-size: 0.9rem; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9rem; overflow-wrap: anywhere; } pre { white-space: pre-wrap; background: #f4f4f4; padding: 0.5rem; }
`

function renderReportHtml(report: Report): string {
  const withFindings = report.entries.filter(
    (entry) => entry.error || (entry.axe?.violations.length ?? 0) > 0 || entry.checks.some((check) => !check.passed),
  )
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility report: ${report.passed ? 'passed' : 'failed'}</title>
<style>${css}</style>
</head>
<body>
<main>
<h1>Accessibility report</h1>
<nav aria-label="Sections"><ul>
<li><a href="#summary">Summary</a></li><li><a href="#entries">Pages and states</a></li><li><a href="#findings">Violations and failed checks</a></li>
<li><a href="#incomplete">Incomplete items</a></li><li><a href="#components">Component tests</a></li><li><a href="#manual">Checks axe cannot make</a></li><li><a href="#details">Details of every page and state</a></li>
</ul></nav>
${summarySection(report)}
${entriesTable(report)}
<section aria-labelledby="findings"><h2 id="findings">Violations and failed checks</h2>
${withFindings.length ? `<p class="bad">${withFindings.length} pages or states have findings; each is detailed below.</p><ul>${withFindings.map((entry) => `<li><a href="#${anchor(entry)}">${escapeHtml(entry.name)}</a></li>`).join('')}</ul>` : '<p class="good">None.</p>'}
</section>
${incompleteSection(report)}
${componentsSection(report)}
${manualSection(report)}
<section aria-labelledby="details"><h2 id="details">Details of every page and state</h2>
${report.entries.map(entryDetails).join('\n')}
</section>
</main>
</body>
</html>
`
}
