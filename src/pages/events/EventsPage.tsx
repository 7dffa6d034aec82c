import { useLingui } from '@lingui/react/macro'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { createDashboard } from '../../api/client'
import { ArticleCards } from '../../components/ArticleCard/ArticleCards'
import * as grid from '../../components/CardGrid/CardGrid.css'
import { ContactCard } from '../../components/ContactCard/ContactCard'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'

export async function loader({ request }: LoaderFunctionArgs) {
  return { events: await createDashboard().events(localeOfRequest(request)) }
}

export function EventsPage() {
  const { t } = useLingui()
  const { events } = useLoaderData() as Awaited<ReturnType<typeof loader>>
  return (
    <Page
      title={t`Education events`}
      intro={t`Symposiums, hands-on courses and accredited continuing medical education for dental and medical professionals.`}
    >
      <div className={container}>
        <section className={grid.section} aria-labelledby="events-heading">
          <h2 id="events-heading" className={grid.sectionTitle}>
            {t`Courses and symposiums`}
          </h2>
          <ArticleCards kind="event" items={events} />
        </section>
        <ContactCard />
      </div>
    </Page>
  )
}

export { EventsPage as Component }
