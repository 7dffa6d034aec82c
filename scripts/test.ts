/**
 * `npm test`: every check, over one build of the export, and a last line `N passed, N failed` that
 * sums every runner (CI records a run by that line).
 *
 * The steps run side by side, as many at a time as the machine has cores (at least two; TEST_JOBS
 * sets it), each as soon as the steps it needs have passed: the site tests, the release gates and
 * the accessibility audit are one Playwright run over the export `npm run build` wrote. The
 * audit's report takes in the component tests' axe runs: that run starts beside the component
 * tests, and its reporter waits for them to end before it writes the report (each step leaves
 * `reports/test-results/<step>.ended` when it ends). Each step's
 * output is printed whole when it ends (also in reports/test-results/<step>.log), never
 * interleaved. After a failure no further step starts; those running finish and are counted.
 *
 * A runner with its own tests counts them (Vitest and Playwright through their JSON reports); a
 * step without tests of its own (types, the contract, the catalogues, the Storybook and site
 * builds) counts as one.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { performance } from 'node:perf_hooks'
import { stripVTControlCharacters } from 'node:util'
import { reportDir } from './tools/a11y/axe'

const resultsDir = join('reports', 'test-results')

/** A runner's tally, and the name and first line of the reason of each failed test. */
interface Counts {
  passed: number
  failed: number
  skipped: number
  failures?: string[]
}

interface Step {
  name: string
  command: string[]
  env?: Record<string, string>
  /** Steps that must have passed before this one starts. */
  needs?: string[]
  /** Counts read off the runner's own report; absent: the step is one check. */
  counts?: () => Counts | null
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

/** The first line of a failure's message, without terminal colours, short enough for a log's tail. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? ''

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[]
}

function vitestCounts(file: string) {
  return () => {
    const report = readJson<VitestReport>(file)
    if (!report) return null
    const failures = report.testResults.flatMap((result) => {
      const where = relative(process.cwd(), result.name)
      const failed = result.assertionResults.filter((test) => test.status === 'failed')
      // A file that failed to load has no test results, only its message.
      if (!failed.length && result.message) return [`${where}: ${firstLine(result.message)}`]
      return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    })
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, failures }
  }
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; file: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[]
}

function playwrightCounts(file: string) {
  return () => {
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] }>(file)
    if (!report) return null
    const failures: string[] = []
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      const path = suite.file === suite.title ? titles : [...titles, suite.title]
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests.filter((each) => each.status === 'unexpected'))
          failures.push(
            `[${test.projectName}] ${spec.file} › ${[...path, spec.title].join(' › ')}: ${firstLine(test.results.at(-1)?.error?.message)}`,
          )
      for (const child of suite.suites ?? []) walk(child, path)
    }
    for (const suite of report.suites) walk(suite, [])
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped, failures }
  }
}

/** A step's file in reports/test-results/ (its name made safe for every file system: "api:check" → "api-check"). */
const stepFile = (name: string, extension: string) => join(resultsDir, `${name.replace(/\W/g, '-')}.${extension}`)
/** The file a step leaves when it ends, holding its exit code. */
const ended = (name: string) => stepFile(name, 'ended')

/** Playwright, its JSON report where this script reads the counts (the configs add it when the variable is set). */
const playwright = (config: string, name: string, needs: string[] = [], env: Record<string, string> = {}): Step => {
  const file = stepFile(name, 'json')
  return {
    name,
    command: ['npx', 'playwright', 'test', '-c', config],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file, ...env },
    needs,
    counts: playwrightCounts(file),
  }
}

const vitestFile = stepFile('unit', 'json')

/** In the order they start when a slot is free: the longest chain (build, then the site) first. */
const steps: Step[] = [
  { name: 'build', command: ['npm', 'run', 'build'] },
  playwright('playwright-ct.config.ts', 'components'),
  // Site tests, release gates and the accessibility audit (its report takes the component tests' axe runs).
  playwright('playwright.site.config.ts', 'site', ['build'], { A11Y_COMPONENTS_ENDED: ended('components') }),
  {
    name: 'unit',
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
    counts: vitestCounts(vitestFile),
  },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'api:check', command: ['npm', 'run', 'api:check'] },
  { name: 'i18n:check', command: ['npm', 'run', 'i18n:check'] },
  { name: 'storybook:build', command: ['npm', 'run', 'storybook:build'] },
]

/**
 * CPU seconds of every child this process has reaped (Linux: cutime + cstime of /proc/self/stat;
 * a child's own children count when it waited for them). Read as each step ends, the difference
 * is that step's CPU time, so each step shows what it cost the machine as well as how long it took.
 */
function reapedCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return Number.NaN
  }
}

let reaped = reapedCpuSeconds()

interface Outcome {
  code: number
  counts: Counts
  seconds: number
  cpu: number | null
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now()
  const log: Buffer[] = []
  const child = spawn(step.command[0]!, step.command.slice(1), {
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk))
  let cpu: number | null = null
  child.on('exit', () => {
    const now = reapedCpuSeconds()
    cpu = Number.isNaN(now) ? null : now - reaped
    reaped = now
  })
  return new Promise((resolve) => {
    child.on('error', (error) => log.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (status) => {
      const code = status ?? 1
      const output = Buffer.concat(log).toString()
      writeFileSync(stepFile(step.name, 'log'), output)
      writeFileSync(ended(step.name), `${code}\n`)
      // A runner that failed without a report (it crashed, or its config did not load) is one failure.
      const counted = step.counts?.() ?? null
      const counts: Counts = counted ?? (code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 })
      if (code !== 0 && counts.failed === 0) counts.failed = 1
      const seconds = (performance.now() - started) / 1000
      console.log(`\n▶ ${step.name}: ${step.command.join(' ')}\n${output.trimEnd()}`)
      resolve({ code, counts, seconds, cpu })
    })
  })
}

// Reports of an earlier run must not be counted as this run's.
rmSync(resultsDir, { recursive: true, force: true })
rmSync(join(reportDir, 'report.json'), { force: true })
mkdirSync(resultsDir, { recursive: true })

const slots = Math.max(2, Number(process.env.TEST_JOBS) || availableParallelism())
const outcomes = new Map<string, Outcome>()
const running = new Set<string>()
const started = performance.now()
let failed = false

await new Promise<void>((done) => {
  const next = () => {
    for (const step of steps) {
      if (failed || running.size >= slots) break
      if (outcomes.has(step.name) || running.has(step.name)) continue
      if (!(step.needs ?? []).every((name) => outcomes.get(name)?.code === 0)) continue
      running.add(step.name)
      console.log(`▷ ${step.name} started (${((performance.now() - started) / 1000).toFixed(0)} s)`)
      void run(step).then((outcome) => {
        running.delete(step.name)
        outcomes.set(step.name, outcome)
        if (outcome.code !== 0) failed = true
        next()
      })
    }
    if (running.size === 0) done()
  }
  next()
})

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const lines = steps.flatMap((step) => {
  const outcome = outcomes.get(step.name)
  if (!outcome) return []
  const { code, counts, seconds, cpu } = outcome
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
  const took = `${seconds.toFixed(0)} s${cpu === null ? '' : `, CPU ${cpu.toFixed(0)} s`}`
  return [
    `  ${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''} (${took})`,
  ]
})
const notRun = steps.filter((step) => !outcomes.has(step.name)).map((step) => step.name)
const failedSteps = steps.filter((step) => (outcomes.get(step.name)?.code ?? 0) !== 0).map((step) => step.name)
const cpu = Number.isNaN(reaped) ? '' : `, CPU ${reapedCpuSeconds().toFixed(0)} s`
console.log(
  `\nnpm test${failedSteps.length ? ` failed at ${failedSteps.join(', ')}` : ''} in ${((performance.now() - started) / 1000).toFixed(0)} s${cpu}, ${slots} steps at a time:\n${lines.join('\n')}`,
)
if (notRun.length) console.log(`  not run: ${notRun.join(', ')}`)
// The failed tests by name, where a log's tail shows them (each step's whole output is above, and in reports/test-results/).
const failures = steps.flatMap((step) => outcomes.get(step.name)?.counts.failures ?? [])
if (failures.length) console.log(`failed tests:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`)
const summary = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`
console.log(summary)
// .ci/run repeats it as its last line, after anything npm prints on a failure.
writeFileSync(join(resultsDir, 'summary.txt'), `${summary}\n`)
process.exit(failedSteps.length || notRun.length ? 1 : 0)
