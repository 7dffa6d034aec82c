import type { Partner } from '#src/content/types'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { PartnerCard } from './PartnerCard'

export function PartnerCards({ partners }: { partners: Partner[] }) {
  return (
    <ul className={cardGrid(partners.length)}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  )
}
