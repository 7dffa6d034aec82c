import type { Partner } from '../../content/types'
import * as grid from '../CardGrid/CardGrid.css'
import { PartnerCard } from './PartnerCard'

export function PartnerCards({ partners }: { partners: Partner[] }) {
  return (
    <ul className={grid.cardGrid}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  )
}
