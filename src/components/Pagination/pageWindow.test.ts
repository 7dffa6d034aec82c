import { describe, expect, it } from 'vitest'
import { GAP, pageWindow } from './pageWindow'

describe('pageWindow', () => {
  it('shows every page when they fit', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps the first, the last, and the current page with its neighbours, with gaps between', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, GAP, 10])
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, GAP, 10])
    expect(pageWindow(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP, 10])
    expect(pageWindow(6, 10)).toEqual([1, GAP, 5, 6, 7, GAP, 10])
    expect(pageWindow(7, 10)).toEqual([1, GAP, 6, 7, 8, 9, 10])
    expect(pageWindow(10, 10)).toEqual([1, GAP, 6, 7, 8, 9, 10])
    expect(pageWindow(42, 84)).toEqual([1, GAP, 41, 42, 43, GAP, 84])
  })

  it('has as many slots on every page, never a gap for a single page, and always the current page', () => {
    for (const total of [8, 9, 10, 23, 84]) {
      for (let current = 1; current <= total; current += 1) {
        const slots = pageWindow(current, total)
        expect(slots, `${current}/${total}`).toHaveLength(7)
        expect(slots).toContain(current)
        expect(slots[0]).toBe(1)
        expect(slots.at(-1)).toBe(total)
        const numbers = slots.map((slot, index) => (slot === GAP ? { gap: index } : slot))
        numbers.forEach((slot, index) => {
          if (typeof slot === 'number') return
          const before = numbers[index - 1] as number
          const after = numbers[index + 1] as number
          expect(after - before, `gap in ${slots.join(' ')}`).toBeGreaterThan(2)
        })
        const shown = slots.filter((slot): slot is number => slot !== GAP)
        expect(shown).toEqual([...shown].sort((a, b) => a - b))
      }
    }
  })

  it('widens the window with more siblings', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, GAP, 8, 9, 10, 11, 12, GAP, 20])
  })

  it('clamps a current page outside the listing', () => {
    expect(pageWindow(0, 10)).toEqual(pageWindow(1, 10))
    expect(pageWindow(99, 10)).toEqual(pageWindow(10, 10))
  })
})
