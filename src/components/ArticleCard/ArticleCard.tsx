import { useLingui } from '@lingui/react/macro'
import type { Picture } from '#src/types/picture'
import { showDateRange } from '#src/i18n/dates'
import { LocalLink } from '#src/i18n/LocalLink'
import { useLocale } from '#src/i18n/LocaleProvider'
import { BlurImage } from '#src/components/BlurImage/BlurImage'
import { Icon } from '#src/components/Icon/Icon'
import * as styles from './ArticleCard.css.ts'

export interface ArticleCardProps {
  /** Language-neutral path of the article. */
  to: string
  picture: Picture
  title: string
  description?: string
  tag?: string
  date?: string | null
  /** An event's last day, when it has one: the card shows the range from `date`. */
  until?: string | null
  location?: string
  headingLevel?: 2 | 3
  /** The card's image is the page's LCP element (the first card at the top of a listing). */
  priority?: boolean
}

/**
 * A news or event card: the whole card is one link, named by its title. It sums up a page that is
 * indexed itself, so the search index leaves it out (docs/decisions/0046).
 */
export function ArticleCard({ to, picture, title, description, tag, date, until, location, headingLevel = 3, priority }: ArticleCardProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const Heading = `h${headingLevel}` as const
  const shown = showDateRange(date, until, locale)
  return (
    <article className={styles.card} data-pagefind-ignore="">
      <BlurImage picture={picture} priority={priority} />
      <div className={styles.body}>
        {tag ? (
          <p className={styles.tag}>
            <bdi>{tag}</bdi>
          </p>
        ) : null}
        <Heading className={styles.title}>
          <LocalLink to={to} className={styles.link}>
            {title}
          </LocalLink>
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {shown || location ? (
          <p className={styles.meta}>
            {shown ? <time {...shown.attributes}>{shown.text}</time> : null}
            {shown && location ? <span aria-hidden="true"> · </span> : null}
            {/* Dashboard text beside the date: isolated, so its direction cannot reorder the line. */}
            {location ? <bdi>{location}</bdi> : null}
          </p>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          {t`Read more`}
          <Icon name="arrowForward" size={18} />
        </span>
      </div>
    </article>
  )
}
