import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, expect, it } from 'vitest'
import { loadPagefind } from './search'

// A stand-in for Pagefind's script with its documented lifecycle (options, init, destroy), whose
// start waits until the test lets it finish, and which logs each call as it begins and ends.
const folder = mkdtempSync(join(tmpdir(), 'pagefind-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
writeFileSync(
  join(folder, 'pagefind.js'),
  `const state = (globalThis.pagefindStandIn = { log: [], release: undefined })
export async function options() { state.log.push('options') }
export async function init() {
  state.log.push('init')
  await new Promise((resolve) => { state.release = resolve })
  state.log.push('ready')
}
export async function destroy() { state.log.push('destroy') }
export async function search() { return { results: [] } }
`,
)

interface StandIn {
  log: string[]
  release?: () => void
}
const standIn = () => (globalThis as unknown as { pagefindStandIn: StandIn }).pagefindStandIn

it('a language switch tears Pagefind down only once the start still running has finished', async () => {
  const base = `${pathToFileURL(folder).href}/`
  const english = loadPagefind('en', base)
  await expect.poll(() => standIn()?.log).toEqual(['options', 'init'])
  const arabic = loadPagefind('ar', base)
  // The English start is still running: nothing may tear it down under it.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(standIn().log).toEqual(['options', 'init'])
  standIn().release?.()
  await english
  await expect.poll(() => standIn().log).toEqual(['options', 'init', 'ready', 'destroy', 'options', 'init'])
  standIn().release?.()
  await arabic
  expect(standIn().log.at(-1)).toBe('ready')
})
