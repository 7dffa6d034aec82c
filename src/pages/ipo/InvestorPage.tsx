import { useLingui } from '@lingui/react/macro'
import { Figure, FigureText } from '../../components/FigureText/FigureText'
import { cardGrid } from '../../components/CardGrid/cardGrid'
import { FeatureCards } from '../../components/FeatureCards/FeatureCards'
import { LinkCards } from '../../components/LinkCards/LinkCards'
import { SalesChart } from '../../components/SalesChart/SalesChart'
import { Section } from '../../components/Section/Section'
import { aboutBlock, growthAndStability, leanFigures, strategy, timeline, whyInvest } from '../../content/investor'
import { Page } from '../../layout/Page/Page'
import * as styles from './InvestorPage.css'

export function InvestorPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Initial public offering`} intro={t`Why invest in a lean, profitable and growing healthcare distributor.`}>
      <Section id="ipo-about" title={t`The company`}>
        <LinkCards items={[aboutBlock]} />
      </Section>
      <Section id="ipo-why" title={t`Why invest`}>
        <FeatureCards items={whyInvest} />
      </Section>
      <Section id="ipo-figures" title={t`A lean organisation`}>
        <dl className={cardGrid(leanFigures.length)}>
          {leanFigures.map((figure) => (
            <div key={figure.figure} className={styles.figure}>
              <dt className={styles.figureLabel}>
                <FigureText text={figure.label} />
              </dt>
              <dd className={styles.figureValue}>
                <Figure name={figure.figure} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="ipo-growth" title={t`Growth and profit stability`}>
        <SalesChart />
        <FeatureCards items={growthAndStability} />
      </Section>
      <Section id="ipo-strategy" title={t`Forward strategy`}>
        <FeatureCards items={strategy} />
      </Section>
      <Section id="ipo-history" title={t`Our history`}>
        <ol className={cardGrid(timeline.length)}>
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
