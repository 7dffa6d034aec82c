import { describe, expect, it } from 'vitest'
import { firstStrongDirection, isolateAcross } from './bidi'

describe('isolateAcross', () => {
  it('leaves text in the sentence’s own direction as it is', () => {
    expect(isolateAcross('New IO-25 intraoral sensor', 'ltr')).toBe('New IO-25 intraoral sensor')
    expect(isolateAcross('المستشعر الجديد IO-25 داخل الفم', 'rtl')).toBe('المستشعر الجديد IO-25 داخل الفم')
    expect(isolateAcross('«ابتسامات صحية»: برنامج', 'rtl')).toBe('«ابتسامات صحية»: برنامج')
    expect(isolateAcross('2026', 'rtl')).toBe('2026')
    expect(isolateAcross('', 'ltr')).toBe('')
  })

  it('isolates an English name in an Arabic sentence, and an Arabic one in an English sentence', () => {
    expect(isolateAcross('IO-25 sensor', 'rtl')).toBe('\u2068IO-25 sensor\u2069')
    expect(isolateAcross('2026: ندوة الرياض', 'ltr')).toBe('\u20682026: ندوة الرياض\u2069')
  })

  it('takes the direction of the first letter, as FSI does, past digits, punctuation and Arabic-Indic digits', () => {
    expect(firstStrongDirection('«١٢» (2025) ندوة')).toBe('rtl')
    expect(firstStrongDirection('(2025) Symposium ندوة')).toBe('ltr')
    expect(firstStrongDirection('١٢ - 34')).toBeNull()
  })
})
