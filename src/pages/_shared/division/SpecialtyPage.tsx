import { useLingui } from '@lingui/react/macro'
import { ContactCard } from '#src/components/ContactCard/ContactCard'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { PartnerCards } from '#src/components/PartnerCard/PartnerCards'
import { Section } from '#src/components/Section/Section'
import type { SpecialtyPage as SpecialtyContent } from '#src/content/specialtyPages'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'
import * as styles from './DivisionPage.css.ts'

/** The orthodontic and surgical pages: text, partner card, three why-choose cards, contact card. */
export function SpecialtyPage({ title, content }: { title: string; content: SpecialtyContent }) {
  const { t, i18n } = useLingui()
  return (
    <Page title={title} intro={i18n._(content.intro)} art={content.art}>
      <Section id="specialty-about" title={t`Our partner`}>
        <p className={styles.lead}>{i18n._(content.text)}</p>
        <PartnerCards partners={[content.partner]} />
      </Section>
      <Section id="specialty-why" title={t`Why choose us`}>
        <FeatureCards items={content.whyChoose} />
      </Section>
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}
