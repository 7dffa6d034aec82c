/**
 * `npm run release:check -- [dir]`: the release gate (scripts/export/release-gate.ts) over an
 * export (default dist/): fails, naming each file and URL, when it would send visitors to a
 * loopback, non-public or plain-http address. A production build runs the same gate itself.
 */
import { existsSync } from 'node:fs'
import { releaseFindings, describeFindings } from '#export/release-gate'

const dir = process.argv[2] ?? 'dist'
if (!existsSync(dir)) {
  console.error(`No export at ${dir}: build one with npm run build, or name its folder (npm run release:check -- dir).`)
  process.exit(1)
}
const findings = releaseFindings(dir)
if (findings.length) {
  console.error(describeFindings(findings))
  process.exit(1)
}
console.log(`Release gate: no loopback, non-public or plain-http URL in ${dir}.`)
