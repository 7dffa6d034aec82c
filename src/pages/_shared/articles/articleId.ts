import { isRecordId } from '#src/api/recordId'

// Beside the article pages, its only users: src/site.ts is in the entry chunk every page loads.
/**
 * The one spelling of an article id in an address: digits without a leading zero, within the
 * contract's `Id` (1 to 2^53 - 1, openapi/dashboard.yaml). Anything else in that place is no
 * article: `/news/0009` would otherwise be article 9 at a second address. The host gives every
 * such segment the shell (it cannot match digits), and the shell shows the 404 page for it.
 */
export function canonicalArticleId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null
  const id = Number(segment)
  return isRecordId(id) ? id : null
}
