import { spawn } from 'node:child_process'
import { describe, expect, test } from 'vitest'

/**
 * The project's own checks, each run as the command a developer runs, so that `npm test` counts
 * them beside the tests and shows a failing one's whole output. They run side by side: each is
 * a child process, so the file's one worker only waits.
 */
const commands: Record<string, string> = {
  'types: tsc reports no error': 'typecheck',
  // `npm run lint` is these four one after another; side by side here, so that the last to end is not alone.
  'lint: ESLint reports nothing': 'lint:code',
  'styles: no physical direction in the compiled CSS': 'lint:styles',
  'format: Prettier reports nothing': 'format:check',
  'unused: knip reports no unused file, export or dependency': 'lint:unused',
  'contract: the generated API types match openapi/dashboard.yaml': 'api:check',
  'catalogues: extracted, and every Arabic message translated': 'i18n:check',
  'Storybook builds every story': 'storybook:build',
}

function npmRun(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(error.message)))
    child.on('close', (code) => resolve({ code, output: Buffer.concat(output).toString() }))
  })
}

describe.concurrent('the project checks', () => {
  for (const [title, script] of Object.entries(commands)) {
    test(`${title} (npm run ${script})`, async () => {
      const { code, output } = await npmRun(script)
      expect(code, `npm run ${script} failed:\n${output}`).toBe(0)
    })
  }
})
