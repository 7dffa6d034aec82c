import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { excerptOf, loadPagefind } from './search'

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

/** The excerpt as it reads, the matches in brackets. */
const read = (content: string, locations: number[], length?: number) =>
  excerptOf(content, locations, length)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('')

/** The positions of the words holding `term`, as Pagefind's locations count them. */
const where = (content: string, term: string) => content.split(/\s+/).flatMap((word, at) => (word.toLowerCase().includes(term) ? [at] : []))

describe('excerptOf: a result excerpt from the page text and the matches', () => {
  const page =
    'Dental division. Our dental partners supply every clinic in the Kingdom with implant systems, biologics and digital imaging, with training for every stage. Short implants of 6mm and 7.5mm are now available.'

  it('starts at the sentence of the first match, not mid-sentence, and marks the matched words without their punctuation', () => {
    expect(read(page, where(page, 'imaging'))).toBe(
      'Our dental partners supply every clinic in the Kingdom with implant systems, biologics and digital [imaging], with training for every stage. Short implants of 6mm and 7.5mm are now available.',
    )
    expect(read(page, where(page, 'systems'))).toMatch(/^Our dental partners .* implant \[systems\], biologics/)
  })

  it('cuts a long sentence at a word, with an ellipsis on each side it was cut', () => {
    const long = `Intro. ${Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ')} end.`
    expect(read(long, [30], 10)).toBe('… word26 word27 word28 [word29] word30 word31 word32 word33 word34 word35 …')
  })

  it('shows the text the page shows: its entities as the page wrote them, never read a second time', () => {
    // Pagefind stores what the page shows: a page whose source says "&amp;lt;b&amp;gt;" shows "&lt;b&gt;".
    const shown = 'A tag written &lt;b&gt; and a tag <i> in text, A &amp; B.'
    expect(excerptOf(shown, [2]).map((part) => part.text)).toEqual(['A tag ', 'written', ' &lt;b&gt; and a tag <i> in text, A &amp; B.'])
  })

  it('finishes a sentence ending a few words past the length rather than cutting it', () => {
    expect(read(page, where(page, 'short'), 8)).toBe('[Short] implants of 6mm and 7.5mm are now available.')
  })
})
