import type { Picture } from '../../types/picture'
import * as styles from './BlurImage.css'

/** Intrinsic size for each frame shape: the attributes reserve the space before any CSS. */
const sizes = { wide: [960, 600], square: [480, 480], banner: [1200, 500] } as const

/**
 * An image over its 32x32 blurred stand-in. The stand-in is a data URI in the pre-rendered
 * HTML, so it shows without JavaScript; the real image paints over it as it arrives. The frame
 * has a fixed aspect ratio, so nothing shifts; images below the fold load lazily.
 */
export function BlurImage({
  picture,
  shape = 'wide',
  priority = false,
  draggable,
  className,
}: {
  picture: Picture
  shape?: keyof typeof sizes
  /** Above the fold (an article's top image): load at once. */
  priority?: boolean
  /** false inside something dragged by hand (a slider): the browser must not drag the picture away. */
  draggable?: boolean
  className?: string
}) {
  const [width, height] = sizes[shape]
  return (
    <span className={[styles.frameShape[shape], className].filter(Boolean).join(' ')}>
      {picture.placeholder ? (
        <img className={styles.layer} src={picture.placeholder} alt="" aria-hidden="true" width={width} height={height} draggable={draggable} />
      ) : null}
      <img
        className={styles.layer}
        src={picture.src}
        alt={picture.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={draggable}
      />
    </span>
  )
}
