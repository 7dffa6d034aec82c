import { useLingui } from '@lingui/react/macro'
import { ContactCard } from '#src/components/ContactCard/ContactCard'
import { FigureText } from '#src/components/FigureText/FigureText'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { PartnerCards } from '#src/components/PartnerCard/PartnerCards'
import { Section } from '#src/components/Section/Section'
import { dentalArt, dentalSections, dentalWhyChoose } from '#src/content/dentalDivision'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'
import * as styles from '#src/pages/_shared/division/DivisionPage.css.ts'

export function DentalDivisionPage() {
  const { t, i18n } = useLingui()
  return (
    <Page
      title={t`Dental division`}
      intro={t`Implants, biologics, orthodontics, digital imaging and surgical instruments for dental practices and hospitals.`}
      art={dentalArt}
    >
      {dentalSections.map((section) => (
        <Section key={section.id} id={`dental-${section.id}`} title={i18n._(section.title)}>
          <p className={styles.lead}>{i18n._(section.text)}</p>
          {section.facts?.length ? (
            <ul className={styles.facts}>
              {section.facts.map((fact) => (
                <li key={fact.id}>
                  <FigureText text={fact} />
                </li>
              ))}
            </ul>
          ) : null}
          <PartnerCards partners={section.partners} />
        </Section>
      ))}
      <div className={container}>
        <ContactCard />
      </div>
      <Section id="dental-why" title={t`Why choose our dental division`}>
        <FeatureCards items={dentalWhyChoose} />
      </Section>
    </Page>
  )
}

export { DentalDivisionPage as Component }
