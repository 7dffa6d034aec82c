import { useLingui } from '@lingui/react/macro'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '../../components/ArticleCard/ArticleCards'
import { Section } from '../../components/Section/Section'
import { ContactCard } from '../../components/ContactCard/ContactCard'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'

export async function loader({ request }: LoaderFunctionArgs) {
  const { createDashboard } = await import('../../api/client')
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
      <Section id="events-heading" title={t`Courses and symposiums`}>
        <ArticleCards kind="event" items={events} />
      </Section>
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { EventsPage as Component }
