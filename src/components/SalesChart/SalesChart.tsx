import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useLocale } from '../../i18n/LocaleProvider'
import { intlLocale } from '../../i18n/locales'
import { visuallyHidden } from '../../theme/global.css'
import * as styles from './SalesChart.css'

export interface SalesPoint {
  year: number
  salesMillions: number
}

const width = 640
const height = 320
const padding = { top: 24, bottom: 40, side: 24 }

/**
 * Sales by year as bars. The SVG is one labelled image whose description states the trend;
 * the exact figures are in a table beside it (visually hidden only when wide enough to read
 * them off the bars' own labels), so nothing depends on seeing the chart.
 */
export function SalesChart({ data, caption }: { data: SalesPoint[]; caption: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const descriptionId = useId()
  const number = new Intl.NumberFormat(intlLocale(locale))
  const first = data[0]
  const last = data[data.length - 1]
  if (!first || !last) return null
  const max = Math.max(...data.map((point) => point.salesMillions))
  const slot = (width - padding.side * 2) / data.length
  const barWidth = slot * 0.6
  const scale = (value: number) => ((height - padding.top - padding.bottom) * value) / max
  const growth = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(last.salesMillions / first.salesMillions)
  const from = number.format(first.salesMillions)
  const to = number.format(last.salesMillions)
  const firstYear = number.format(first.year).replace(/[٬,]/g, '')
  const lastYear = number.format(last.year).replace(/[٬,]/g, '')

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className={styles.chart} role="img" aria-label={caption} aria-describedby={descriptionId}>
        {/* Bars read in the page's direction: first year at the inline start. */}
        <g className={styles.bars}>
          {data.map((point, index) => {
            const barHeight = scale(point.salesMillions)
            const x = padding.side + slot * index + (slot - barWidth) / 2
            const y = height - padding.bottom - barHeight
            return (
              <g key={point.year}>
                <rect x={x} y={y} width={barWidth} height={barHeight} rx={6} className={index === data.length - 1 ? styles.barLast : styles.bar} />
                <text x={x + barWidth / 2} y={y - 8} textAnchor="middle" className={styles.value}>
                  {number.format(point.salesMillions)}
                </text>
                <text x={x + barWidth / 2} y={height - padding.bottom + 24} textAnchor="middle" className={styles.year}>
                  {number.format(point.year).replace(/[٬,]/g, '')}
                </text>
              </g>
            )
          })}
        </g>
      </svg>
      <p id={descriptionId} className={styles.summary}>
        {t`Sales grew from SAR ${from} million in ${firstYear} to SAR ${to} million in ${lastYear}, ${growth} times as much.`}
      </p>
      <table className={visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Year`}</th>
            <th scope="col">{t`Sales (SAR million)`}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.year}>
              <th scope="row">{number.format(point.year).replace(/[٬,]/g, '')}</th>
              <td>{number.format(point.salesMillions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
