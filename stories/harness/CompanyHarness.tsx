import { PartnerCard } from '#src/components/PartnerCard/PartnerCard'
import { Marquee } from '#src/components/Marquee/Marquee'
import { PartnerLogo } from '#src/components/PartnerLogo/PartnerLogo'
import { SalesChart } from '#src/components/SalesChart/SalesChart'
import { TeamGrid } from '#src/components/TeamGrid/TeamGrid'
import { dentalSections } from '#src/content/dentalDivision'
import { partnerLogos } from '#src/content/home'
import { medicalPartner } from '#src/content/medicalDivision'
import { boardOfDirectors } from '#src/content/team'

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
  return <SalesChart />
}

export function Board() {
  return <TeamGrid members={boardOfDirectors} />
}

/** A square stand-in photo (a real one is a file under public/images/team/). */
const samplePhoto = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#7a8f96"/></svg>')}`

/** The board once the chairman's photo has arrived: his portrait is named, the others are placeholders. */
export function BoardWithPhoto() {
  return <TeamGrid members={boardOfDirectors.map((member, index) => (index === 0 ? { ...member, photo: samplePhoto } : member))} />
}
