import { gridByCount, gridOfMany, LARGEST_COUNTED } from './CardGrid.css.ts'

/** The class of a grid of `count` cards: columns chosen so no row holds a lone card where a better split exists. */
export function cardGrid(count: number): string {
  return count >= 1 && count <= LARGEST_COUNTED ? (gridByCount[count] ?? gridOfMany) : gridOfMany
}
