import { useLingui } from '@lingui/react/macro'
import { FigureText, figureString } from '#src/components/FigureText/FigureText'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { split } from '#src/components/Section/Section.css.ts'
import { KeyFigures } from '#src/components/KeyFigures/KeyFigures'
import { Section } from '#src/components/Section/Section'
import { aboutFigures, aboutIntro, coreValues, mission, vision, whoWeAre } from '#src/content/about'
import { Page } from '#src/layout/Page/Page'
import * as styles from '#src/pages/_shared/division/DivisionPage.css.ts'

export function AboutPage() {
  const { t, i18n } = useLingui()
  return (
    <Page art="about" title={t`About us`} intro={figureString(i18n, aboutIntro)}>
      <Section id="about-purpose" title={t`Mission and vision`}>
        <FeatureCards items={[mission, vision]} />
      </Section>
      <Section id="about-who" title={i18n._(whoWeAre.title)}>
        {/* The text at its measure, the figures it states beside it: no empty half on a wide page. */}
        <div className={split}>
          <p className={styles.lead}>
            <FigureText text={whoWeAre.text} />
          </p>
          {/* A half of the split is the container the figures' grid lays itself out for. */}
          <div>
            <KeyFigures items={aboutFigures} size="compact" />
          </div>
        </div>
      </Section>
      <Section id="about-values" title={t`Our core values`}>
        <FeatureCards items={coreValues} />
      </Section>
    </Page>
  )
}

export { AboutPage as Component }
