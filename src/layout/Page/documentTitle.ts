/**
 * The most characters a `<title>` may have: search results and link previews cut longer titles
 * (about 60 to 70 characters), wherever that falls, often inside the article's own name.
 */
export const TITLE_LIMIT = 70

const length = (text: string) => [...text].length

/**
 * The document title (docs/decisions/0039-an-event-without-an-end.md, "Titles"): the first of
 * `candidates`, longest first ("{page} | {site}", then "{page}", then the article's own name
 * alone), that fits TITLE_LIMIT, so the suffix is shortened before the name is. A name that
 * alone is longer is cut at the last space that fits, with an ellipsis; mid-word only when its
 * first word alone is too long.
 */
export function fitTitle(candidates: readonly string[], limit = TITLE_LIMIT): string {
  const fitting = candidates.find((candidate) => length(candidate) <= limit)
  if (fitting !== undefined) return fitting
  const name = [...(candidates.at(-1) ?? '')]
  // The last space within the limit ends the words kept (at most limit - 1 characters, and the ellipsis).
  const space = name.slice(0, limit).lastIndexOf(' ')
  return `${name
    .slice(0, space > 0 ? space : limit - 1)
    .join('')
    .replace(/[\s\p{P}]+$/u, '')}…`
}
