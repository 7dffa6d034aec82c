import { useLingui } from '@lingui/react/macro'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { createDashboard } from '../../api/client'
import { ArticleCards } from '../../components/ArticleCard/ArticleCards'
import { button } from '../../components/Button/Button.css'
import * as grid from '../../components/CardGrid/CardGrid.css'
import { Icon } from '../../components/Icon/Icon'
import { LocalLink } from '../../i18n/LocalLink'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'

/** SPEC §9: the home page shows the first three events. */
export const HOME_EVENT_COUNT = 3

export async function loader({ request }: LoaderFunctionArgs) {
  const events = await createDashboard().events(localeOfRequest(request))
  return { events: events.slice(0, HOME_EVENT_COUNT) }
}

export function HomePage() {
  const { t } = useLingui()
  const { events } = useLoaderData() as Awaited<ReturnType<typeof loader>>
  return (
    <Page
      heading={t`Pioneering medical technology across the Middle East and North Africa`}
      intro={t`Advanced diagnostics, innovative healthcare solutions and cutting-edge medical and dental equipment, for clinicians, clinics and hospitals.`}
      heroActions={
        <LocalLink to="/divisions" className={button({ tone: 'light' })}>
          {t`Explore now`}
          <Icon name="arrowForward" size={20} />
        </LocalLink>
      }
    >
      {events.length > 0 ? (
        <section className={`${container} ${grid.section}`} aria-labelledby="latest-events">
          <h2 id="latest-events" className={grid.sectionTitle}>
            {t`Latest education events`}
          </h2>
          <ArticleCards kind="event" items={events} />
          <LocalLink to="/education-events" className={button()}>
            {t`View more`}
            <Icon name="arrowForward" size={20} />
          </LocalLink>
        </section>
      ) : null}
    </Page>
  )
}

export { HomePage as Component }
