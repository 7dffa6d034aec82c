import { describe, expect, it } from 'vitest'
import { pageCount } from './listing'

describe('pageCount', () => {
  it('is the number of pages of twelve cards, and at least one', () => {
    expect([0, 1, 12, 13, 24, 25, 1000].map((items) => pageCount(items))).toEqual([1, 1, 1, 2, 2, 3, 84])
    expect(pageCount(30, 10)).toBe(3)
  })
})
