/**
 * The illustrations of the page heroes, drawn for this site: public/images/heroes/<name>.svg, one
 * for each section of the site, so the hero tells the sections apart (the brand's oasis palm and
 * the cross of the logo stand on the home page alone). Decorative: the hero's heading says what
 * the page is. Page requires one: a page names its section's (a literal of HeroArt, not a
 * reference to this table, which would put the table in every page's script).
 */
export const heroArt = {
  home: 'brand',
  about: 'about',
  team: 'team',
  news: 'news',
  newsArticle: 'news-article',
  events: 'events',
  eventArticle: 'event-article',
  divisions: 'divisions',
  dental: 'dental',
  medical: 'medical',
  orthodontic: 'orthodontic',
  surgical: 'surgical',
  contact: 'contact',
  products: 'products',
  findUs: 'find-us',
  booking: 'book-a-meeting',
  investor: 'investor',
  search: 'search',
  // The 404 page and the page of an error: the way back.
  errors: 'not-found',
} as const

export type HeroArt = (typeof heroArt)[keyof typeof heroArt]

/** The file of an illustration (a path, not a table: nothing of it in every page's script). */
export const heroArtFile = (art: HeroArt) => `/images/heroes/${art}.svg`

/** The drawings' own size (their viewBox): the page reserves their space before they arrive. */
export const heroArtSize = { width: 480, height: 400 } as const
