import { PartnerCard } from '../../../src/components/PartnerCard/PartnerCard'
import { Marquee } from '../../../src/components/Marquee/Marquee'
import { PartnerLogo } from '../../../src/components/PartnerLogo/PartnerLogo'
import { SalesChart } from '../../../src/components/SalesChart/SalesChart'
import { TeamGrid } from '../../../src/components/TeamGrid/TeamGrid'
import { dentalSections } from '../../../src/content/dentalDivision'
import { partnerLogos } from '../../../src/content/home'
import { salesByYear } from '../../../src/content/investor'
import { medicalPartner } from '../../../src/content/medicalDivision'
import { boardOfDirectors } from '../../../src/content/team'

/** The first dental partner with a pop-up, over some page content (the pop-up makes it inert). */
export function PartnerWithPopup() {
  const partner = dentalSections[0]!.partners[0]!
  return (
    <main>
      <a href="#behind">A link behind the pop-up</a>
      <PartnerCard partner={partner} />
    </main>
  )
}

export function MedicalPartner() {
  return <PartnerCard partner={medicalPartner} />
}

export function PartnerMarquee() {
  return (
    <div style={{ maxWidth: 600 }}>
      <Marquee label="Partner logos">
        {partnerLogos.map((partner) => (
          <PartnerLogo key={partner.id} name={partner.name} />
        ))}
      </Marquee>
    </div>
  )
}

export function InvestorChart() {
  return <SalesChart data={salesByYear} caption="Sales by year, in millions of Saudi riyals" />
}

export function Board() {
  return <TeamGrid members={boardOfDirectors} />
}
