/**
 * The illustrations of the page heroes, drawn for this site (public/images/heroes/): each
 * division's own, and the brand's (an oasis palm and the cross of the logo) for every other page.
 * Decorative: the hero's heading says what the page is.
 */
export const heroArt = {
  brand: '/images/heroes/brand.svg',
  dental: '/images/heroes/dental.svg',
  medical: '/images/heroes/medical.svg',
  orthodontic: '/images/heroes/orthodontic.svg',
  surgical: '/images/heroes/surgical.svg',
} as const

export type HeroArt = keyof typeof heroArt

/** The drawings' own size (their viewBox): the page reserves their space before they arrive. */
export const heroArtSize = { width: 480, height: 400 } as const
