import type { Picture } from '#src/types/picture'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { ArticleCard, type ArticleCardProps } from './ArticleCard'

/** What a card shows of a news item or an event (the page hands it the dashboard's summary). */
interface ArticleSummary {
  id: number
  header: string
  description: string
  image: Picture
  created_at: string | null
}

type Items =
  | { kind: 'news'; items: Array<ArticleSummary & { tag: string }> }
  | { kind: 'event'; items: Array<ArticleSummary & { location: string; end_date: string | null }> }

/** News cards show their tag; event cards their location, and their dates from the first day to the last. */
function cardProps(list: Items): Array<ArticleCardProps & { id: number }> {
  const common = (item: ArticleSummary, section: string) => ({
    id: item.id,
    to: `${section}/${item.id}`,
    picture: item.image,
    title: item.header,
    description: item.description,
    date: item.created_at,
  })
  return list.kind === 'news'
    ? list.items.map((item) => ({ ...common(item, '/news'), tag: item.tag }))
    : list.items.map((item) => ({ ...common(item, '/education-events'), until: item.end_date, location: item.location }))
}

/**
 * A grid of news or event cards, each linking to its article page. `leading`: the grid opens the
 * page's first view, so its first image is the page's largest paint and is fetched first.
 */
export function ArticleCards({ headingLevel = 3, leading = false, ...list }: Items & { headingLevel?: 2 | 3; leading?: boolean }) {
  return (
    <ul className={cardGrid(list.items.length)}>
      {cardProps(list).map(({ id, ...card }, index) => (
        <li key={id}>
          <ArticleCard {...card} headingLevel={headingLevel} priority={leading && index === 0} />
        </li>
      ))}
    </ul>
  )
}
