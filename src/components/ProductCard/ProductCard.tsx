import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Picture } from '../../types/picture'
import { BlurImage } from '../BlurImage/BlurImage'
import { Icon } from '../Icon/Icon'
import * as styles from './ProductCard.css'

/** What a product card shows (the page hands it the dashboard's product record). */
export interface ProductCardItem {
  title: string
  short_description: string
  description: string
  image: Picture
}

/**
 * A product that expands in place (a disclosure): collapsed it shows the short description,
 * expanded the image, title and full description. The height animates over 0.3s (docs/product.md "Numbers"),
 * not at all under reduced motion.
 */
export function ProductCard({ product, defaultExpanded = false }: { product: ProductCardItem; defaultExpanded?: boolean }) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const detailsId = useId()
  return (
    <article className={styles.card} data-expanded={expanded}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span>{product.title}</span>
          <span className={styles.icon}>
            <Icon name={expanded ? 'minus' : 'plus'} size={20} />
          </span>
        </button>
      </h3>
      {!expanded && product.short_description ? <p className={styles.summary}>{product.short_description}</p> : null}
      <div id={detailsId} className={styles.details} aria-hidden={!expanded} inert={!expanded}>
        <div className={styles.detailsInner}>
          <BlurImage picture={product.image} shape="wide" />
          <p className={styles.description}>{product.description || product.short_description || t`More details on request.`}</p>
        </div>
      </div>
    </article>
  )
}
