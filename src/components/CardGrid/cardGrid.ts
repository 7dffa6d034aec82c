import { gridByCount, gridOfMany, LARGEST_COUNTED } from './CardGrid.css.ts'
import type { GridSize } from './gridLayout'

/**
 * The class of a grid of `count` items of a kind (`size`): columns chosen from the count and
 * the room the section gives, so no row is left short (tests/support/layout.ts checks it).
 */
export function cardGrid(count: number, size: GridSize = 'cards'): string {
  return count >= 1 && count <= LARGEST_COUNTED ? (gridByCount[size][count - 1] ?? gridOfMany) : gridOfMany
}
