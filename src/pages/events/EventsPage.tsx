import { useLingui } from '@lingui/react/macro'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '../../components/ArticleCard/ArticleCards'
import { Pagination, usePagedTitle } from '../../components/Pagination/Pagination'
import { Section } from '../../components/Section/Section'
import { ContactCard } from '../../components/ContactCard/ContactCard'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'
import { NotFoundPage } from '../errors/NotFoundPage'
import { listingPagePath, listingPaths, loadListingPage } from '../listing/listing'

/** `/education-events` (page 1) and `/education-events/page/:page`. */
export const loader = (args: LoaderFunctionArgs) => loadListingPage((dashboard, locale) => dashboard.events(locale), args)
export const getStaticPaths = () => listingPaths('education-events', (dashboard, locale) => dashboard.events(locale))

const pathOf = (page: number) => listingPagePath('education-events', page)

export function EventsPage() {
  const { t } = useLingui()
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>> | null
  const name = t`Education events`
  const title = usePagedTitle(name, data?.page ?? 1)
  // No data: a page number past the last (the host answered the 404 page for it).
  if (!data) return <NotFoundPage />
  const { items, page, pages } = data
  return (
    <Page
      title={title}
      heading={name}
      intro={t`Symposiums, hands-on courses and accredited continuing medical education for dental and medical professionals.`}
    >
      <Section id="events-heading" title={t`Courses and symposiums`}>
        <ArticleCards kind="event" items={items} />
        <Pagination page={page} pages={pages} pathOf={pathOf} />
      </Section>
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { EventsPage as Component }
