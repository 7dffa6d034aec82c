import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const run = (spec: string, schema: string) => {
  try {
    return { code: 0, output: execFileSync('npx', ['tsx', 'scripts/tools/check-api.ts', spec, schema], { encoding: 'utf8', stdio: 'pipe' }) }
  } catch (error) {
    const failure = error as { status: number; stderr: string }
    return { code: failure.status, output: failure.stderr }
  }
}

// That it passes on the committed contract and types is `npm run api:check` itself, one of the
// project's checks (tests/checks/commands.test.ts); here, that it can fail.
describe('api:check', () => {
  it('fails, saying what to run, when the contract changed after the types were generated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-stale-'))
    const spec = join(dir, 'dashboard.yaml')
    const schema = join(dir, 'schema.d.ts')
    copyFileSync('src/api/schema.d.ts', schema)
    const contract = readFileSync('openapi/dashboard.yaml', 'utf8')
    const changed = contract.replace('\n  schemas:\n', '\n  schemas:\n    Slug: { type: string }\n')
    expect(changed).not.toBe(contract) // the edit must land, or the check below proves nothing
    writeFileSync(spec, changed)
    const result = run(spec, schema)
    expect(result.code).toBe(1)
    expect(result.output).toContain('npm run api:generate')
  })
})
