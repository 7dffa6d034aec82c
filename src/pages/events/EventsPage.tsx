import { useLingui } from '@lingui/react/macro'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '../../components/ArticleCard/ArticleCards'
import { cardGrid } from '../../components/CardGrid/cardGrid'
import { Section } from '../../components/Section/Section'
import { ContactCard } from '../../components/ContactCard/ContactCard'
import { educationalEntries } from '../../content/education'
import { formatDate } from '../../i18n/dates'
import { useLocale } from '../../i18n/LocaleProvider'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'
import * as styles from './EventsPage.css'

export async function loader({ request }: LoaderFunctionArgs) {
  const { createDashboard } = await import('../../api/client')
  return { events: await createDashboard().events(localeOfRequest(request)) }
}

/** The company's own programme (SPEC §3, six static entries), whatever the dashboard lists. */
function EducationProgramme() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <Section id="programme-heading" title={t`Programmes and courses`}>
      <ul className={cardGrid(educationalEntries.length)}>
        {educationalEntries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <h3 className={styles.title}>{i18n._(entry.title)}</h3>
            <p className={styles.description}>{i18n._(entry.description)}</p>
            <p className={styles.meta}>
              <time dateTime={entry.date}>{formatDate(entry.date, locale)}</time>
              <span aria-hidden="true"> · </span>
              <span>{i18n._(entry.location)}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
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
      <EducationProgramme />
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { EventsPage as Component }
