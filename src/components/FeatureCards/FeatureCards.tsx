import { useLingui } from '@lingui/react'
import type { TextBlock } from '#src/content/types'
import { Reveal } from '#src/components/Reveal/Reveal'
import { FigureText } from '#src/components/FigureText/FigureText'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import * as styles from './FeatureCards.css.ts'

/** Cards of a title and a text (why-choose cards, values, strategy), fading in when reached. */
export function FeatureCards({ items, headingLevel = 3 }: { items: TextBlock[]; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={cardGrid(items.length)}>
      {items.map((item, index) => (
        <Reveal as="li" key={`${item.title.id}-${index}`} className={styles.card}>
          <Heading className={styles.title}>{i18n._(item.title)}</Heading>
          <p className={styles.text}>
            <FigureText text={item.text} />
          </p>
        </Reveal>
      ))}
    </ul>
  )
}
