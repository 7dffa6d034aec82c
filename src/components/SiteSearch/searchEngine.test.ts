import { describe, expect, it } from 'vitest'
import { excerptParts } from './searchEngine'

describe("Pagefind's excerpt as text runs", () => {
  it('marks what <mark> holds and decodes the character references of the rest', () => {
    expect(excerptParts('Short <mark>implants</mark> &amp; abutments &lt;b&gt; &#39;x&#x27; &quot;y&quot;')).toEqual([
      { text: 'Short ', marked: false },
      { text: 'implants', marked: true },
      { text: ` & abutments <b> 'x' "y"`, marked: false },
    ])
  })

  it('keeps any other markup as literal text, and an unknown reference as it is', () => {
    expect(excerptParts('<img src=x onerror=alert(1)><mark>زراعة</mark> &bogus; &#0;')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
      { text: 'زراعة', marked: true },
      { text: ' &bogus; &#0;', marked: false },
    ])
  })
})
