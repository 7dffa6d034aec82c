import { useLingui } from '@lingui/react/macro'
import { type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '#src/components/ArticleCard/ArticleCards'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { Pagination, usePagedTitle } from '#src/components/Pagination/Pagination'
import { Section } from '#src/components/Section/Section'
import { boardReports } from '#src/content/boardReports'
import { Page } from '#src/layout/Page/Page'
import { NotFoundPage } from '#src/pages/_shared/errors/NotFoundPage'
import { listingPagePath, listingPaths, loadListingPage } from '#src/pages/_shared/listing/listing'
import { FeedHead, FeedLinks } from '#src/components/FeedLinks/FeedLinks'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localizePath } from '#src/i18n/locales'
import { feedPath } from '#src/pages/_shared/listing/feeds'
import { BoardReportCard } from './BoardReportCard'
import * as styles from './NewsPage.css.ts'
import { config } from '#src/config'
import { usePageData } from '#src/layout/Page/Page'

/** `/news` (page 1) and `/news/page/:page`. */
export const loader = (args: LoaderFunctionArgs) => loadListingPage((dashboard, locale) => dashboard.blogs(locale), args, 'blogs')
export const getStaticPaths = () => listingPaths('news', (dashboard, locale) => dashboard.blogs(locale))

const pathOf = (page: number) => listingPagePath('news', page)

/** The board reports, the newest first: the latest few as cards, the earlier ones behind a disclosure (a phone reaches the news in a screenful or two). */
const reportsNewestFirst = [...boardReports].sort((a, b) => b.date.localeCompare(a.date))
export const LATEST_REPORTS = 2

const reportList = (reports: typeof boardReports, className?: string) => (
  <ul className={className ? `${cardGrid(reports.length)} ${className}` : cardGrid(reports.length)}>
    {reports.map((report) => (
      <li key={report.id}>
        <BoardReportCard report={report} />
      </li>
    ))}
  </ul>
)

export function NewsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const data = usePageData<typeof loader, null>()
  const name = t`Media center`
  const feed = {
    label: t`Follow the news in a feed reader (Atom)`,
    href: localizePath(feedPath('news'), locale),
    type: 'application/atom+xml' as const,
  }
  const title = usePagedTitle(name, data?.page ?? 1)
  // No data: a page number past the last (the host answered the 404 page for it).
  if (!data) return <NotFoundPage />
  const { items, page, pages } = data
  const earlierCount = reportsNewestFirst.length - LATEST_REPORTS
  return (
    <Page art="news" title={title} heading={name} intro={t`News from the company, and the reports of our board meetings.`}>
      <FeedHead links={[feed]} siteUrl={config.siteUrl} />
      {page === 1 ? (
        <Section id="reports-heading" title={t`Board meeting reports`}>
          {reportList(reportsNewestFirst.slice(0, LATEST_REPORTS))}
          <details className={styles.earlier}>
            <summary className={styles.earlierSummary}>{t`Earlier reports (${earlierCount})`}</summary>
            {reportList(reportsNewestFirst.slice(LATEST_REPORTS), styles.earlierCards)}
          </details>
        </Section>
      ) : null}
      <Section id="news-heading" title={t`News`}>
        {/* The board reports open the first page; the later pages open with the news cards. */}
        <ArticleCards kind="news" items={items} leading={page > 1} />
        <Pagination page={page} pages={pages} pathOf={pathOf} />
        <FeedLinks links={[feed]} />
      </Section>
    </Page>
  )
}

export { NewsPage as Component }
