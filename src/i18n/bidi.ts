/**
 * Dashboard text placed inside a sentence of the site's own (a page title: "{header} News | …")
 * is isolated with FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the plain-text form of
 * `<bdi>`: an English header in an Arabic title, or an Arabic one in an English title, keeps its
 * own direction and cannot reorder the words around it.
 */
export const isolate = (text: string): string => (text ? `\u2068${text}\u2069` : text)
