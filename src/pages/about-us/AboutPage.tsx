import { useLingui } from '@lingui/react/macro'
import { FigureText, figureString } from '#src/components/FigureText/FigureText'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { Section } from '#src/components/Section/Section'
import { aboutIntro, coreValues, mission, vision, whoWeAre } from '#src/content/about'
import { Page } from '#src/layout/Page/Page'
import * as styles from '#src/pages/_shared/division/DivisionPage.css.ts'

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
