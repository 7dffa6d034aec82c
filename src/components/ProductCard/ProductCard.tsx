import { useLingui } from '@lingui/react/macro'
import type { Picture } from '#src/types/picture'
import { BlurImage } from '#src/components/BlurImage/BlurImage'
import { Icon } from '#src/components/Icon/Icon'
import * as styles from './ProductCard.css.ts'

/** What a product card shows (the page hands it the dashboard's product record). */
export interface ProductCardItem {
  title: string
  short_description: string
  description: string
  image: Picture
}

/**
 * A product that expands in place: a <details>, so the browser opens it from the pre-rendered
 * HTML, with or without the app, and tells assistive technology whether it is expanded.
 * Collapsed it shows the short description, expanded the image (at its own aspect ratio, never
 * wider than its source), title and full description. The height animates over 0.3s
 * (docs/product.md "Numbers") where the browser can animate a <details>, not at all under reduced motion.
 */
export function ProductCard({ product, defaultExpanded = false }: { product: ProductCardItem; defaultExpanded?: boolean }) {
  const { t } = useLingui()
  return (
    <article className={styles.card}>
      {/* Uncontrolled: the browser owns whether it is open; React never writes it back after the first render. */}
      <details className={styles.disclosure} open={defaultExpanded || undefined}>
        <summary className={styles.toggle}>
          <h3 className={styles.heading}>{product.title}</h3>
          <span className={styles.icon}>
            <Icon name="plus" size={20} className={styles.plus} />
            <Icon name="minus" size={20} className={styles.minus} />
          </span>
        </summary>
        <div className={styles.detailsInner}>
          <BlurImage picture={product.image} shape="natural" />
          <p className={styles.description}>{product.description || product.short_description || t`More details on request.`}</p>
        </div>
      </details>
      {product.short_description ? <p className={styles.summary}>{product.short_description}</p> : null}
    </article>
  )
}
