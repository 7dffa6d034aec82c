import { describe, expect, it } from 'vitest'
import { fitTitle, TITLE_LIMIT } from './documentTitle'

const site = 'Wahat Medical'

describe('fitTitle', () => {
  it('keeps the whole title when it fits', () => {
    expect(fitTitle([`Team | ${site}`, 'Team'])).toBe('Team | Wahat Medical')
  })

  it('drops the site name, then the page word, before it touches the name', () => {
    const name = 'Hands-On Course: Intraoral Scanning and the Digital Workflow'
    expect(fitTitle([`${name} Event | ${site}`, `${name} Event`, name])).toBe(`${name} Event`)
    const longer = 'Hands-On Course: Intraoral Scanning and the Digital Dental Workflow'
    expect(fitTitle([`${longer} Event | ${site}`, `${longer} Event`, longer])).toBe(longer)
  })

  it('cuts a name that alone is too long at a space, with an ellipsis, within the limit', () => {
    const name = 'ندوة التصوير الطبي في المستشفيات: مستجدات الأشعة المقطعية والرنين المغناطيسي والموجات فوق الصوتية'
    const title = fitTitle([`فعالية ${name} | واحات الطبية`, `فعالية ${name}`, name])
    expect([...title].length).toBeLessThanOrEqual(TITLE_LIMIT)
    expect(title).toBe('ندوة التصوير الطبي في المستشفيات: مستجدات الأشعة المقطعية والرنين…')
    expect(name.startsWith(title.slice(0, -1))).toBe(true)
  })

  it('keeps a last word that ends just within the limit', () => {
    // 69 characters, then a space: all of "abcd" fits beside the ellipsis.
    const name = `${'word '.repeat(13)}abcd efgh ijkl`
    expect(fitTitle([name])).toBe(`${'word '.repeat(13)}abcd…`)
    expect([...fitTitle([name])].length).toBe(TITLE_LIMIT)
  })

  it('cuts mid-word only a first word longer than the limit', () => {
    const title = fitTitle(['x'.repeat(100)])
    expect(title).toBe(`${'x'.repeat(TITLE_LIMIT - 1)}…`)
  })
})
