/**
 * The illustrations of the page heroes, drawn for this site: public/images/heroes/<name>.svg, each
 * division's own, and the brand's (an oasis palm and the cross of the logo) for every other page.
 * Decorative: the hero's heading says what the page is.
 */
export type HeroArt = 'brand' | 'dental' | 'medical' | 'orthodontic' | 'surgical'

/** The file of an illustration (a path, not a table: nothing of it in every page's script). */
export const heroArtFile = (art: HeroArt) => `/images/heroes/${art}.svg`

/** The drawings' own size (their viewBox): the page reserves their space before they arrive. */
export const heroArtSize = { width: 480, height: 400 } as const
