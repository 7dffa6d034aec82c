import { useLingui } from '@lingui/react/macro'
import { FeatureCards } from '../../components/FeatureCards/FeatureCards'
import { LinkCards } from '../../components/LinkCards/LinkCards'
import { SalesChart } from '../../components/SalesChart/SalesChart'
import { Section } from '../../components/Section/Section'
import { aboutBlock, growthAndStability, leanFigures, salesByYear, strategy, timeline, whyInvest } from '../../content/investor'
import { Page } from '../../layout/Page/Page'
import * as styles from './InvestorPage.css'

export function InvestorPage() {
  const { t, i18n } = useLingui()
  return (
    <Page title={t`Initial public offering`} intro={t`Why invest in a lean, profitable and growing healthcare distributor.`}>
      <Section id="ipo-about" title={t`The company`}>
        <LinkCards items={[aboutBlock]} />
      </Section>
      <Section id="ipo-why" title={t`Why invest`}>
        <FeatureCards items={whyInvest} />
      </Section>
      <Section id="ipo-figures" title={t`A lean organisation`}>
        <dl className={styles.figures}>
          {leanFigures.map((figure) => (
            <div key={figure.label.id} className={styles.figure}>
              <dt className={styles.figureLabel}>{i18n._(figure.label)}</dt>
              <dd className={styles.figureValue}>{i18n._(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="ipo-growth" title={t`Growth and profit stability`}>
        <SalesChart data={salesByYear} caption={t`Sales by year, in millions of Saudi riyals`} />
        <FeatureCards items={growthAndStability} />
      </Section>
      <Section id="ipo-strategy" title={t`Forward strategy`}>
        <FeatureCards items={strategy} />
      </Section>
      <Section id="ipo-history" title={t`Our history`}>
        <ol className={styles.timeline}>
          {timeline.map((milestone) => (
            <li key={milestone.title.id} className={styles.milestone}>
              <span className={styles.year}>{milestone.year}</span>
              <h3 className={styles.milestoneTitle}>{i18n._(milestone.title)}</h3>
              <p className={styles.milestoneText}>{i18n._(milestone.text)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </Page>
  )
}

export { InvestorPage as Component }
