import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// Playwright's test workers format a stack on every API call, through the source-map-support it
// bundles (patches/playwright-core+1.62.1.patch): a frame of a file that has no source map is
// left as it is instead of copied, and a frame of a file that has one is still mapped.

const require = createRequire(import.meta.url)
type CallSite = NodeJS.CallSite
const { sourceMapSupport } = require('playwright-core/lib/utilsBundle') as {
  sourceMapSupport: { wrapCallSite(frame: CallSite, state?: { nextPosition: unknown; curPosition: unknown }): CallSite }
}

/** The raw frames of the caller's stack, as V8 hands them to Error.prepareStackTrace. */
function callSites(): CallSite[] {
  const original = Error.prepareStackTrace
  Error.prepareStackTrace = (_, frames) => frames
  try {
    return new Error().stack as unknown as CallSite[]
  } finally {
    Error.prepareStackTrace = original
  }
}

const folder = mkdtempSync(join(tmpdir(), 'playwright-stacks-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe("the source-map-support of Playwright's workers", () => {
  it('leaves a frame of a file without a source map as it is', () => {
    const file = join(folder, 'plain.cjs')
    writeFileSync(file, 'module.exports = (take) => take()\n')
    const frame = (require(file) as (take: () => CallSite[]) => CallSite[])(callSites).find((each) => each.getFileName() === file)!
    expect(frame.getLineNumber()).toBe(1)
    expect(sourceMapSupport.wrapCallSite(frame)).toBe(frame)
  })

  it('still maps a frame of a file that has a source map', () => {
    const file = join(folder, 'mapped.cjs')
    // Every column of the generated line 1 comes from line 7 of original.ts.
    const map = { version: 3, file: 'mapped.cjs', sources: ['original.ts'], names: [], mappings: 'AAMA' }
    writeFileSync(
      file,
      `module.exports = (take) => take()\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`,
    )
    const frame = (require(file) as (take: () => CallSite[]) => CallSite[])(callSites).find((each) => each.getFileName() === file)!
    const wrapped = sourceMapSupport.wrapCallSite(frame)
    expect(wrapped).not.toBe(frame)
    expect(wrapped.getFileName()).toBe(join(folder, 'original.ts'))
    expect(wrapped.getLineNumber()).toBe(7)
  })
})
