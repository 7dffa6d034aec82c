import { useLingui } from '@lingui/react/macro'
import { FeatureCards } from '../../components/FeatureCards/FeatureCards'
import { Section } from '../../components/Section/Section'
import { coreValues, mission, vision, whoWeAre } from '../../content/about'
import { Page } from '../../layout/Page/Page'
import * as styles from '../divisions/DivisionPage.css'

export function AboutPage() {
  const { t, i18n } = useLingui()
  return (
    <Page
      title={t`About us`}
      intro={t`Since 2009 we have brought trusted medical and dental technology to clinics and hospitals across Saudi Arabia and the wider MENA region.`}
    >
      <Section id="about-purpose" title={t`Mission and vision`}>
        <FeatureCards items={[mission, vision]} />
      </Section>
      <Section id="about-who" title={i18n._(whoWeAre.title)}>
        <p className={styles.lead}>{i18n._(whoWeAre.text)}</p>
      </Section>
      <Section id="about-values" title={t`Our core values`}>
        <FeatureCards items={coreValues} />
      </Section>
    </Page>
  )
}

export { AboutPage as Component }
