/** The slot between two runs of page numbers that are not shown. */
export const GAP = 'gap'
type PageSlot = number | typeof GAP

/**
 * The page numbers a pagination shows: always the first and the last page, and the current one
 * with `siblings` pages on each side; runs of hidden pages become a gap. The number of slots is
 * the same on every page of a listing (`5 + 2 × siblings` once there are more pages than that),
 * so the links do not move under the pointer from one page to the next: near an end the window
 * widens on the other side instead, and a gap never stands for a single page (that page is
 * shown instead, as it takes the same room).
 */
export function pageWindow(current: number, total: number, siblings = 1): PageSlot[] {
  const slots = 5 + 2 * siblings
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)
  if (total <= slots) return range(1, total)
  const page = Math.min(Math.max(current, 1), total)
  // Three slots go to the first page, the last page and one gap; the rest is one run.
  const run = slots - 3
  if (page <= run + 1 - siblings) return [...range(1, run + 1), GAP, total]
  if (page >= total - run + siblings) return [1, GAP, ...range(total - run, total)]
  return [1, GAP, ...range(page - siblings, page + siblings), GAP, total]
}
