import type { CSSProperties } from 'react'
import { fallbackFile, variantSrcset, type Picture } from '#src/types/picture'
import * as styles from './BlurImage.css.ts'

/** Intrinsic size for each frame shape: the attributes reserve the space before any CSS. */
const frames = { wide: [960, 600], square: [480, 480], banner: [1200, 500], natural: [960, 600] } as const

/**
 * How wide each shape is drawn (the `sizes` the browser picks a file by), from the CSS: cards
 * fill a column of the card grid (one on phones, two on tablets, three of a 72rem container
 * from 1024px; a featured first card shows its picture beside its text at about that width),
 * doctors' squares are min(15rem, 75vw), banners the container's width.
 */
const drawnWidth = {
  wide: '(min-width: 1024px) 22rem, (min-width: 768px) 45vw, calc(100vw - 3rem)',
  square: 'min(15rem, 75vw)',
  banner: '(min-width: 72rem) 69rem, calc(100vw - 3rem)',
  // At most the source's own width (BlurImage.css.ts): the widest file is never stretched.
  natural: 'min(calc(100vw - 3rem), 40rem)',
} as const

/**
 * An image over its 32x32 blurred stand-in. The stand-in is a data URI in the pre-rendered
 * HTML, so it shows without JavaScript; the real image paints over it as it arrives. The frame
 * has a fixed aspect ratio, so nothing shifts; images below the fold load lazily. An image the
 * build prepared comes in AVIF and WebP at the widths the layout uses, its own format as the
 * fallback; any other (an article published after the build) from its own URL.
 */
export function BlurImage({
  picture,
  shape = 'wide',
  sizes = drawnWidth[shape],
  priority = false,
  draggable,
  className,
}: {
  picture: Picture
  shape?: keyof typeof frames
  /** How wide the frame is drawn, when not as its shape usually is (a `sizes` attribute). */
  sizes?: string
  /** The page's largest image in the first view (its LCP element): loaded at once, first. */
  priority?: boolean
  /** false inside something dragged by hand (a slider): the browser must not drag the picture away. */
  draggable?: boolean
  className?: string
}) {
  const { variants } = picture
  // The natural shape is the source's own aspect ratio, as wide as the source at most.
  const [frameWidth, frameHeight] = shape === 'natural' && variants ? [variants.width, variants.height] : frames[shape]
  const natural = shape === 'natural' ? ({ '--source-width': frameWidth, '--source-height': frameHeight } as CSSProperties) : undefined
  const image = (
    <img
      className={styles.layer}
      src={variants ? fallbackFile(variants) : picture.src}
      alt={picture.alt}
      width={variants?.width ?? frameWidth}
      height={variants?.height ?? frameHeight}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={draggable}
    />
  )
  return (
    <span className={[styles.frameShape[shape], className].filter(Boolean).join(' ')} style={natural}>
      {picture.placeholder ? (
        <img
          className={styles.layer}
          src={picture.placeholder}
          alt=""
          aria-hidden="true"
          width={frameWidth}
          height={frameHeight}
          draggable={draggable}
        />
      ) : null}
      {variants ? (
        <picture>
          <source type="image/avif" srcSet={variantSrcset(variants, 'avif')} sizes={sizes} />
          <source type="image/webp" srcSet={variantSrcset(variants, 'webp')} sizes={sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  )
}
