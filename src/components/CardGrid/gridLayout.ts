/** The most columns a grid of each kind takes, in a narrow, medium and large section. */
export const gridSizes = {
  /** Cards of a title and a text or a picture (about 17rem at least): 1, 2, 3. */
  cards: [1, 2, 3],
  /** Small items: a portrait and a name: 2, 4, 5. */
  compact: [2, 4, 5],
  /** Steps of a timeline, read across: 1, 2, 4. */
  steps: [1, 2, 4],
} as const satisfies Record<string, readonly [number, number, number]>
export type GridSize = keyof typeof gridSizes

/**
 * The columns for `count` items where `most` fit: one row when they fit; else a divisor of the
 * count (4 → 2 × 2, six portraits → 3 + 3); else the most columns, with the first item (the
 * latest article, the chair, the first figure) spanning as many columns as the last row lacks,
 * so every row is full: 5 in 3 → 2 + 1, 3; 7 in 3 → 3, 3 + 3.
 */
export function layoutFor(count: number, most: number): { columns: number; lead: number } {
  if (count <= most || most === 1) return { columns: Math.min(count, most), lead: 1 }
  for (let divisor = most; divisor >= Math.max(2, Math.ceil(most / 2)); divisor -= 1) {
    if (count % divisor === 0 && (divisor === most || count <= 2 * most)) return { columns: divisor, lead: 1 }
  }
  return { columns: most, lead: most - (count % most) + 1 }
}
