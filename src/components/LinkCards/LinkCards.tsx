import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import { LocalLink } from '#src/i18n/LocalLink'
import { visuallyHidden } from '#src/theme/global.css.ts'
import { Icon } from '#src/components/Icon/Icon'
import { FigureText } from '#src/components/FigureText/FigureText'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import * as styles from './LinkCards.css.ts'

export interface LinkCardItem {
  id?: string
  title: MessageDescriptor
  text: MessageDescriptor
  /** Language-neutral path; a card without one has no link. */
  to?: string
  linkLabel?: MessageDescriptor
}

/** Cards of a title, a text and an optional link (home product grid, about cards, divisions). */
export function LinkCards({ items, headingLevel = 3 }: { items: LinkCardItem[]; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const Heading = `h${headingLevel}` as const
  // Where only some cards link, the links sit beside the titles: the cards keep one shape.
  const someLink = items.some((item) => !item.to) && items.some((item) => item.to)
  return (
    <ul className={cardGrid(items.length)}>
      {items.map((item) => {
        const title = i18n._(item.title)
        return (
          <li key={item.id ?? item.title.id} className={someLink ? styles.cardLinkBeside : items.length === 1 ? styles.lone : styles.card}>
            <Heading className={styles.title}>{title}</Heading>
            <p className={styles.text}>
              <FigureText text={item.text} />
            </p>
            {item.to && item.linkLabel ? (
              // "Read more" is interface: not in the search index (docs/decisions/0046).
              <LocalLink to={item.to} className={someLink ? styles.linkBeside : styles.link} data-pagefind-ignore="">
                {i18n._(item.linkLabel)}
                <span className={visuallyHidden}>: {title}</span>
                <Icon name="arrowForward" size={18} />
              </LocalLink>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
