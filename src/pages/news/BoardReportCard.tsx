import { useLingui } from '@lingui/react/macro'
import { FigureText } from '#src/components/FigureText/FigureText'
import { Icon } from '#src/components/Icon/Icon'
import type { BoardReport } from '#src/content/boardReports'
import { showDate } from '#src/i18n/dates'
import { useLocale } from '#src/i18n/LocaleProvider'
import { visuallyHidden } from '#src/theme/global.css.ts'
import * as styles from './BoardReportCard.css.ts'

/** A board meeting report: label, date, summary and its PDF, opening in a new tab. */
export function BoardReportCard({ report }: { report: BoardReport }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const label = i18n._(report.label)
  const date = showDate(report.date, locale)
  return (
    <article className={styles.card}>
      <p className={styles.kicker} data-pagefind-ignore="">
        {t`Report`}
      </p>
      <h3 className={styles.title}>{label}</h3>
      {date ? (
        <time className={styles.date} {...date.attributes} data-pagefind-ignore="">
          {date.text}
        </time>
      ) : null}
      <p className={styles.text}>
        <FigureText text={report.text} />
      </p>
      <a href={report.file} target="_blank" rel="noopener noreferrer" className={styles.download} type="application/pdf">
        <Icon name="download" size={20} />
        {t`Download PDF`}
        <span className={visuallyHidden}>{t`: ${label} (opens in a new tab)`}</span>
      </a>
    </article>
  )
}
