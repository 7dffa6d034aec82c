import { useLingui } from '@lingui/react/macro'
import { json, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '../../components/ArticleCard/ArticleCards'
import { cardGrid } from '../../components/CardGrid/cardGrid'
import { Section } from '../../components/Section/Section'
import { boardReports } from '../../content/boardReports'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { BoardReportCard } from './BoardReportCard'

/** SPEC §8: the media center's own failure message. */
export const BLOGS_FAILURE = 'Unable to fetch Blogs'

export async function loader({ request }: LoaderFunctionArgs) {
  const { createDashboard, messageFromThrown } = await import('../../api/client')
  try {
    return { blogs: await createDashboard().blogs(localeOfRequest(request)) }
  } catch (error) {
    throw json({ message: BLOGS_FAILURE, detail: messageFromThrown(error) }, { status: 500 })
  }
}

export function NewsPage() {
  const { t } = useLingui()
  const { blogs } = useLoaderData() as Awaited<ReturnType<typeof loader>>
  return (
    <Page title={t`Media center`} intro={t`News from the company, and the reports of our board meetings.`}>
      <Section id="reports-heading" title={t`Board meeting reports`}>
        <ul className={cardGrid(boardReports.length)}>
          {boardReports.map((report) => (
            <li key={report.id}>
              <BoardReportCard report={report} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="news-heading" title={t`News`}>
        <ArticleCards kind="news" items={blogs} />
      </Section>
    </Page>
  )
}

export { NewsPage as Component }
