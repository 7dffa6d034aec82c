import { describe, expect, it } from 'vitest'
import { excerptOf } from './search'

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
