import { describe, expect, it } from 'vitest'
import { siteText } from './messages'

describe("the export's texts, through Lingui's runtime", () => {
  it('are the translators’ words in each language', () => {
    expect(siteText('en', 'Wahat Medical')).toBe('Wahat Medical')
    expect(siteText('ar', 'Wahat Medical')).toBe('واحات الطبية')
  })

  it('tell a message by its context: "Contact" as a navigation group is not a bare "Contact"', () => {
    expect(siteText('ar', 'Contact', 'navigation group')).toBe('التواصل')
    expect(() => siteText('ar', 'Contact')).toThrow(/No message "Contact" in locales\/ar/)
  })
})
