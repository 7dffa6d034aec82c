/**
 * An image as pages receive it and components render it: shared by the dashboard client, which
 * makes it, and the components, which declare no dependency on the client. With it, the names of
 * the files a build writes for an image, for everything that links them.
 */

/** Files written by the build for one source image (scripts/export/images.ts). */
export interface ImageVariants {
  /** `/_img/<hash>`: the files are `<base>-<width>.avif` and `.webp` for each width, and the fallback. */
  base: string
  /** Ascending widths in pixels; each is a file in both formats. */
  widths: number[]
  /** `<base>-<largest width>.<fallback>`: the source's own format, for browsers without AVIF and WebP. */
  fallback: 'jpg' | 'png'
  /** The largest variant's size (the source's aspect ratio). */
  width: number
  height: number
}

/** The URL of one file the build wrote: `<base>-<width>.<format>`. */
const variantFile = ({ base }: ImageVariants, width: number, format: string): string => `${base}-${width}.${format}`

/** The largest file in the source's own format: for browsers without AVIF and WebP, and for link previews. */
export const fallbackFile = (variants: ImageVariants): string => variantFile(variants, variants.width, variants.fallback)

/** A `srcset` of one format at every width. */
export const variantSrcset = (variants: ImageVariants, format: string): string =>
  variants.widths.map((width) => `${variantFile(variants, width, format)} ${width}w`).join(', ')

/** An image ready to render: URL, alternative text, its 32x32 blurred stand-in, and its built variants. */
export interface Picture {
  /** Absolute URL on the dashboard host, or a path of the site. */
  src: string
  alt: string
  /** data:image/png URI decoded from the BlurHash (or the placeholder's own). */
  placeholder: string
  /** Only for images a build has prepared: absent in the browser (an article published after the build). */
  variants?: ImageVariants
}

/**
 * What a build made of one source image: its variants; 'original' when the image keeps its URL
 * (a vector or animated image, or one that could not be fetched or decoded); 'refused' when its
 * URL must not reach a page (not a host the build may fetch from, too large): the placeholder
 * stands in (decision 0029).
 */
export type PreparedImage = ImageVariants | 'original' | 'refused'

export type PrepareImage = (src: string) => Promise<PreparedImage>
