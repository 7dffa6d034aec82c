/**
 * The sections a search result belongs to, by the first segment of its language-neutral path.
 * The build writes the id into the index as the `section` filter (scripts/build/search-index.ts,
 * which reads this module without Lingui's macro: the labels are in sectionLabels.ts); the search
 * control shows the section's label in the visitor's language, and the search page without
 * JavaScript lists the sections as links.
 */
export const searchSections = [
  { id: 'products', to: '/products', paths: ['products'] },
  {
    id: 'divisions',
    to: '/divisions',
    paths: ['divisions', 'dental-division', 'medical-division', 'orthodontic-division', 'surgical-division'],
  },
  { id: 'news', to: '/news', paths: ['news', 'media-center'] },
  { id: 'events', to: '/education-events', paths: ['education-events'] },
  { id: 'company', to: '/about-us', paths: ['about-us', 'team', 'initial-public-offering'] },
  { id: 'contact', to: '/contact-us', paths: ['contact-us', 'find-us', 'book-a-meeting'] },
  { id: 'home', to: '/', paths: [''] },
] as const satisfies ReadonlyArray<{ id: string; to: string; paths: readonly string[] }>

export type SearchSectionId = (typeof searchSections)[number]['id']

/** The section of a language-neutral path (`/news/3` → news), or undefined for a path of none. */
export function sectionOf(neutralPath: string): SearchSectionId | undefined {
  const first = neutralPath.split('/')[1] ?? ''
  return searchSections.find((section) => (section.paths as readonly string[]).includes(first))?.id
}
