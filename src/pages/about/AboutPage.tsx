import { useLingui } from '@lingui/react/macro'
import { FigureText, figureString } from '../../components/FigureText/FigureText'
import { FeatureCards } from '../../components/FeatureCards/FeatureCards'
import { Section } from '../../components/Section/Section'
import { aboutIntro, coreValues, mission, vision, whoWeAre } from '../../content/about'
import { Page } from '../../layout/Page/Page'
import * as styles from '../divisions/DivisionPage.css'

export function AboutPage() {
  const { t, i18n } = useLingui()
  return (
    <Page title={t`About us`} intro={figureString(i18n, aboutIntro)}>
      <Section id="about-purpose" title={t`Mission and vision`}>
        <FeatureCards items={[mission, vision]} />
      </Section>
      <Section id="about-who" title={i18n._(whoWeAre.title)}>
        <p className={styles.lead}>
          <FigureText text={whoWeAre.text} />
        </p>
      </Section>
      <Section id="about-values" title={t`Our core values`}>
        <FeatureCards items={coreValues} />
      </Section>
    </Page>
  )
}

export { AboutPage as Component }
