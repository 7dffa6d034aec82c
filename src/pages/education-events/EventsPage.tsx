import { useLingui } from '@lingui/react/macro'
import { type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '#src/components/ArticleCard/ArticleCards'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { Pagination, usePagedTitle } from '#src/components/Pagination/Pagination'
import { Section } from '#src/components/Section/Section'
import { ContactCard } from '#src/components/ContactCard/ContactCard'
import { FeedHead, FeedLinks } from '#src/components/FeedLinks/FeedLinks'
import { educationalEntries } from '#src/content/education'
import { showDate } from '#src/i18n/dates'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localizePath } from '#src/i18n/locales'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'
import { NotFoundPage } from '#src/pages/_shared/errors/NotFoundPage'
import { feedPath, upcomingCalendarPath } from '#src/pages/_shared/listing/feeds'
import { listingPagePath, listingPaths, loadListingPage } from '#src/pages/_shared/listing/listing'
import * as styles from './EventsPage.css.ts'
import { config } from '#src/config'
import { usePageData } from '#src/layout/Page/Page'

/** `/education-events` (page 1) and `/education-events/page/:page`. */
export const loader = (args: LoaderFunctionArgs) => loadListingPage((dashboard, locale) => dashboard.events(locale), args)
export const getStaticPaths = () => listingPaths('education-events', (dashboard, locale) => dashboard.events(locale))

const pathOf = (page: number) => listingPagePath('education-events', page)

/** The company's own six programmes (docs/product.md "Content"), whatever the dashboard lists. */
function EducationProgramme() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  return (
    <Section id="programme-heading" title={t`Programmes and courses`}>
      <ul className={cardGrid(educationalEntries.length)}>
        {educationalEntries.map((entry) => {
          const date = showDate(entry.date, locale)
          return (
            <li key={entry.id} className={styles.entry}>
              <h3 className={styles.title}>{i18n._(entry.title)}</h3>
              <p className={styles.description}>{i18n._(entry.description)}</p>
              <p className={styles.meta}>
                {date ? (
                  <>
                    <time {...date.attributes}>{date.text}</time>
                    <span aria-hidden="true"> · </span>
                  </>
                ) : null}
                <span>{i18n._(entry.location)}</span>
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export function EventsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const links = [
    { label: t`Follow the events in a feed reader (Atom)`, href: localizePath(feedPath('event'), locale), type: 'application/atom+xml' as const },
    { label: t`Add the upcoming events to your calendar`, href: localizePath(upcomingCalendarPath, locale), type: 'text/calendar' as const },
  ]
  const data = usePageData<typeof loader, null>()
  const name = t`Education events`
  const title = usePagedTitle(name, data?.page ?? 1)
  // No data: a page number past the last (the host answered the 404 page for it).
  if (!data) return <NotFoundPage />
  const { items, page, pages } = data
  return (
    <Page
      art="events"
      title={title}
      heading={name}
      intro={t`Symposiums, hands-on courses and accredited continuing medical education for dental and medical professionals.`}
    >
      <FeedHead links={links} siteUrl={config.siteUrl} />
      <Section id="events-heading" title={t`Courses and symposiums`}>
        <ArticleCards kind="event" items={items} leading />
        <Pagination page={page} pages={pages} pathOf={pathOf} />
        <FeedLinks links={links} />
      </Section>
      {/* The company's own programme belongs to the section, not to each page of its listing. */}
      {page === 1 ? <EducationProgramme /> : null}
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { EventsPage as Component }
