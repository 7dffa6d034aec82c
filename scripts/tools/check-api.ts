/**
 * Fails when src/api/schema.d.ts is not what `npm run api:generate` makes from
 * openapi/dashboard.yaml today: the types the site compiles against must be the contract's.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const [spec = 'openapi/dashboard.yaml', committed = 'src/api/schema.d.ts'] = process.argv.slice(2)
const fresh = join(mkdtempSync(join(tmpdir(), 'api-check-')), 'schema.d.ts')
execFileSync('npx', ['openapi-typescript', spec, '-o', fresh], { stdio: 'pipe' })

if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error(`${committed} is stale: ${spec} has changed since it was generated.`)
  console.error('Run "npm run api:generate" and commit the result.')
  process.exit(1)
}
console.log(`api check passed: ${committed} matches ${spec}.`)
