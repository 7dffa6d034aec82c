/**
 * Dashboard text placed inside a sentence of the site's own (a page title: "{header} News | …")
 * is isolated with FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the plain-text form of
 * `<bdi>`, when its direction is not the sentence's: an English header in an Arabic title, or an
 * Arabic one in an English title, keeps its own direction and cannot reorder the words around
 * it. Text in the sentence's own direction needs no isolate, and gets none: link previews and
 * some tab strips draw the invisible controls as boxes.
 */

/** Letters have a strong direction (digits, punctuation and marks have none): right to left in these scripts, else left to right. */
const LETTER = /\p{L}/u
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u

/** The direction FSI gives the text (its first strong letter's), or null when it has none (digits, punctuation). */
export function firstStrongDirection(text: string): 'ltr' | 'rtl' | null {
  for (const char of text) if (LETTER.test(char)) return RTL_SCRIPT.test(char) ? 'rtl' : 'ltr'
  return null
}

/** `text` isolated (FSI…PDI) when its direction differs from `dir`, the sentence's around it; as it is otherwise. */
export function isolateAcross(text: string, dir: 'ltr' | 'rtl'): string {
  const own = firstStrongDirection(text)
  return own && own !== dir ? `\u2068${text}\u2069` : text
}
