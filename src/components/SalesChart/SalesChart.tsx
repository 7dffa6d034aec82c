import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { statedSales } from '#src/content/figures'
import { Figure, FigureText } from '#src/components/FigureText/FigureText'
import * as styles from './SalesChart.css.ts'

const note = msg({
  message: 'The company publishes its sales for {salesFromYear} and {salesToYear}, not for the years between: {growth} in four years.',
  comment: 'Under the sales chart; {growth} is the multiple of the two amounts, e.g. 3.8x',
})

/**
 * The company's stated sales as bars: only the years it publishes, nothing interpolated. The
 * bars are a list of text (year, then amount), so the chart reads the same without sight of it.
 */
export function SalesChart() {
  const { t } = useLingui()
  const tallest = Math.max(...statedSales.map((point) => point.millions))
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{t`Sales stated by the company, in Saudi riyals`}</figcaption>
      <ol className={styles.points}>
        {statedSales.map((point) => (
          <li key={point.year} className={styles.point}>
            <Figure name={point.year} className={styles.year} />
            <Figure name={point.value} className={styles.value} />
            <span className={styles.bar} style={{ blockSize: `${((point.millions / tallest) * styles.plotRem).toFixed(3)}rem` }} />
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        <FigureText text={note} />
      </p>
    </figure>
  )
}
