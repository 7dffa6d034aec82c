import { describe, expect, it } from 'vitest'
import { initialsOf } from '../../src/components/TeamGrid/TeamGrid'

describe('initialsOf', () => {
  it('takes the first and last names, skipping titles and the article al-', () => {
    expect(initialsOf('Dr. Sara Al-Harbi')).toBe('SH')
    expect(initialsOf('Eng. Fahad bin Khalid Al-Saud')).toBe('FS')
    expect(initialsOf('Reem')).toBe('R')
  })

  it('writes Arabic initials apart, so they do not join into one glyph', () => {
    expect(initialsOf('د. سارة الحربي')).toBe('س ح')
    expect(initialsOf('م. فهد السعود')).toBe('ف س')
  })
})
