import { describe, expect, it } from 'vitest'
import { layoutFor } from './gridLayout'

/** The rows a layout gives: the first item spans `lead` columns, the others one each. */
function rows(count: number, most: number): number[] {
  const { columns, lead } = layoutFor(count, most)
  const filled: number[] = []
  let row = 0
  for (let item = 0; item < count; item += 1) {
    const span = item === 0 ? lead : 1
    if (row + span > columns) {
      filled.push(row)
      row = 0
    }
    row += span
  }
  filled.push(row)
  return filled.map((cells) => cells / columns)
}

describe('layoutFor', () => {
  it('fills every row, whatever the count, in every kind of grid', () => {
    for (const most of [1, 2, 3, 4, 5]) {
      for (let count = 1; count <= 12; count += 1) {
        const filled = rows(count, most)
        // One row shorter than the others only when everything fits in that one row.
        if (filled.length > 1) expect(filled, `${count} items in at most ${most} columns`).toEqual(filled.map(() => 1))
      }
    }
  })

  it('one row when the items fit, a divisor when there is one, the first item spanning otherwise', () => {
    expect(layoutFor(1, 3)).toEqual({ columns: 1, lead: 1 })
    expect(layoutFor(3, 3)).toEqual({ columns: 3, lead: 1 })
    expect(layoutFor(4, 3)).toEqual({ columns: 2, lead: 1 })
    expect(layoutFor(5, 3)).toEqual({ columns: 3, lead: 2 })
    expect(layoutFor(7, 3)).toEqual({ columns: 3, lead: 3 })
    expect(layoutFor(8, 3)).toEqual({ columns: 3, lead: 2 })
    expect(layoutFor(6, 5)).toEqual({ columns: 3, lead: 1 })
    expect(layoutFor(5, 4)).toEqual({ columns: 4, lead: 4 })
    expect(layoutFor(3, 2)).toEqual({ columns: 2, lead: 2 })
  })
})
