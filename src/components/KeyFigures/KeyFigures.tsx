import type { KeyFigure } from '#src/content/types'
import type { GridSize } from '#src/components/CardGrid/gridLayout'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { Figure, FigureText } from '#src/components/FigureText/FigureText'
import * as styles from './KeyFigures.css.ts'

/**
 * The company's figures as tiles, each value large over its label (the investor page's lean
 * organisation, the About page's figures beside who we are), in a grid that leaves no row short.
 */
export function KeyFigures({ items, size = 'cards' }: { items: KeyFigure[]; size?: GridSize }) {
  return (
    <dl className={cardGrid(items.length, size)}>
      {items.map((item) => (
        <div key={item.figure} className={styles.figure}>
          <dt className={styles.label}>
            <FigureText text={item.label} />
          </dt>
          <dd className={styles.value}>
            <Figure name={item.figure} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
