import type { BlogSummary, EventSummary } from '../../api/client'
import * as grid from '../CardGrid/CardGrid.css'
import { ArticleCard } from './ArticleCard'

type Items = { kind: 'news'; items: BlogSummary[] } | { kind: 'event'; items: EventSummary[] }

const sections = { news: '/news', event: '/education-events' } as const

/** A grid of news or event cards, each linking to its article page. */
export function ArticleCards({ headingLevel = 3, ...list }: Items & { headingLevel?: 2 | 3 }) {
  return (
    <ul className={grid.cardGrid}>
      {list.kind === 'news'
        ? list.items.map((item) => (
            <li key={item.id}>
              <ArticleCard
                to={`${sections.news}/${item.id}`}
                picture={item.image}
                title={item.header}
                description={item.description}
                tag={item.tag}
                date={item.created_at}
                headingLevel={headingLevel}
              />
            </li>
          ))
        : list.items.map((item) => (
            <li key={item.id}>
              <ArticleCard
                to={`${sections.event}/${item.id}`}
                picture={item.image}
                title={item.header}
                description={item.description}
                date={item.created_at}
                location={item.location}
                headingLevel={headingLevel}
              />
            </li>
          ))}
    </ul>
  )
}
