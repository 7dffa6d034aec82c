import { ArticleCard } from '#src/components/ArticleCard/ArticleCard'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { picture } from '../../../stories/harness/pictures'

const descriptions = [
  'Short.',
  'A much longer description that runs over several lines of the card, so that this card would be taller than its neighbour if nothing evened them out.',
]

/** Seven article cards of uneven texts in the count-chosen grid (the class is computed in the browser bundle, where vanilla-extract named it). */
export function SevenCards() {
  return (
    <ul className={cardGrid(7)}>
      {Array.from({ length: 7 }, (_, index) => (
        <li key={index}>
          <ArticleCard
            to={`/news/${index}`}
            picture={picture}
            title={`Article ${index}`}
            description={descriptions[index % 2]}
            date="2025-04-22T08:00:00Z"
          />
        </li>
      ))}
    </ul>
  )
}
