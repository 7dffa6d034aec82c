import { useLingui } from '@lingui/react/macro'
import { Figure, FigureText } from '#src/components/FigureText/FigureText'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { split } from '#src/components/Section/Section.css.ts'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { KeyFigures } from '#src/components/KeyFigures/KeyFigures'
import { LinkCards } from '#src/components/LinkCards/LinkCards'
import { SalesChart } from '#src/components/SalesChart/SalesChart'
import { Section } from '#src/components/Section/Section'
import { aboutBlock, growthAndStability, leanFigures, strategy, timeline, whyInvest } from '#src/content/investor'
import { Page } from '#src/layout/Page/Page'
import * as styles from './InvestorPage.css.ts'

export function InvestorPage() {
  const { t } = useLingui()
  return (
    <Page art="investor" title={t`Initial public offering`} intro={t`Why invest in a lean, profitable and growing healthcare distributor.`}>
      <Section id="ipo-about" title={t`The company`}>
        <LinkCards items={[aboutBlock]} />
      </Section>
      <Section id="ipo-why" title={t`Why invest`}>
        <FeatureCards items={whyInvest} />
      </Section>
      <Section id="ipo-figures" title={t`A lean organisation`}>
        <KeyFigures items={leanFigures} />
      </Section>
      <Section id="ipo-growth" title={t`Growth and profit stability`}>
        {/* The chart beside its two cards in a wide section, not alone above them. */}
        <div className={split}>
          <div>
            <SalesChart />
          </div>
          <div>
            <FeatureCards items={growthAndStability} />
          </div>
        </div>
      </Section>
      <Section id="ipo-strategy" title={t`Forward strategy`}>
        <FeatureCards items={strategy} />
      </Section>
      <Section id="ipo-history" title={t`Our history`}>
        <ol className={cardGrid(timeline.length, 'steps')}>
          {timeline.map((milestone) => (
            <li key={milestone.title.id} className={styles.milestone}>
              <Figure name={milestone.year} className={styles.year} />
              <h3 className={styles.milestoneTitle}>
                <FigureText text={milestone.title} />
              </h3>
              <p className={styles.milestoneText}>
                <FigureText text={milestone.text} />
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </Page>
  )
}

export { InvestorPage as Component }
