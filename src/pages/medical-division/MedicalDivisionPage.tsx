import { useLingui } from '@lingui/react/macro'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { ContactCard } from '#src/components/ContactCard/ContactCard'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { Icon } from '#src/components/Icon/Icon'
import { PartnerCards } from '#src/components/PartnerCard/PartnerCards'
import { Section } from '#src/components/Section/Section'
import { medicalArt, medicalPartner, medicalProducts, medicalWhyChoose } from '#src/content/medicalDivision'
import { Page } from '#src/layout/Page/Page'
import { container, visuallyHidden } from '#src/theme/global.css.ts'
import * as cards from '#src/components/LinkCards/LinkCards.css.ts'

export function MedicalDivisionPage() {
  const { t, i18n } = useLingui()
  return (
    <Page
      title={t`Medical division`}
      intro={t`Advanced diagnostic and medical equipment from leading manufacturers, with training and support on site.`}
      art={medicalArt}
    >
      <Section id="medical-partner" title={t`Our supplier partner`}>
        <PartnerCards partners={[medicalPartner]} />
      </Section>
      <Section id="medical-products" title={t`Products`}>
        <ul className={cardGrid(medicalProducts.length)}>
          {medicalProducts.map((product) => {
            const title = i18n._(product.title)
            return (
              <li key={product.title.id} className={cards.card}>
                <h3 className={cards.title}>{title}</h3>
                <p className={cards.text}>{i18n._(product.text)}</p>
                {product.document ? (
                  <a href={product.document.file} target="_blank" rel="noopener noreferrer" type="application/pdf" className={cards.link}>
                    <Icon name="download" size={20} />
                    {i18n._(product.document.label)}
                    <span className={visuallyHidden}>{t`: ${title} (opens in a new tab)`}</span>
                  </a>
                ) : null}
              </li>
            )
          })}
        </ul>
      </Section>
      <Section id="medical-why" title={t`Why choose our medical division`}>
        <FeatureCards items={medicalWhyChoose} />
      </Section>
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { MedicalDivisionPage as Component }
