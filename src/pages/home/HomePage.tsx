import { useLingui } from '@lingui/react/macro'
import { type LoaderFunctionArgs } from 'react-router-dom'
import { ArticleCards } from '#src/components/ArticleCard/ArticleCards'
import { Icon } from '#src/components/Icon/Icon'
import { LinkCards } from '#src/components/LinkCards/LinkCards'
import { Marquee } from '#src/components/Marquee/Marquee'
import { PartnerLogo } from '#src/components/PartnerLogo/PartnerLogo'
import { Section } from '#src/components/Section/Section'
import { TeamGrid } from '#src/components/TeamGrid/TeamGrid'
import { brand } from '#src/content/brand'
import { aboutCards, partnerLogos, productHighlights } from '#src/content/home'
import { homeBoardPreview } from '#src/content/team'
import { localeOfRequest } from '#src/i18n/locales'
import { Page } from '#src/layout/Page/Page'
import { OrganizationJsonLd } from '#src/layout/Page/StructuredData'
import { ButtonLink } from '#src/components/Button/Button'
import { usePageData } from '#src/layout/Page/Page'

/** docs/product.md "Numbers": the home page shows the first three events. */
export const HOME_EVENT_COUNT = 3

export async function loader({ request }: LoaderFunctionArgs) {
  const { createDashboard } = await import('#src/api/client')
  const events = await createDashboard().events(localeOfRequest(request))
  return { events: events.slice(0, HOME_EVENT_COUNT) }
}

export function HomePage() {
  const { t, i18n } = useLingui()
  const { events } = usePageData<typeof loader>()
  return (
    <Page
      art="brand"
      heading={t`Pioneering medical technology across the Middle East and North Africa`}
      intro={t`Advanced diagnostics, innovative healthcare solutions and cutting-edge medical and dental equipment, for clinicians, clinics and hospitals.`}
      // docs/product.md "Page shell": the site's default description is the home page's.
      description={i18n._(brand.description)}
      heroActions={
        <ButtonLink to="/divisions" tone="light">
          {t`Explore now`}
          <Icon name="arrowForward" size={20} />
        </ButtonLink>
      }
    >
      <OrganizationJsonLd />
      <Section id="home-products" title={t`What we supply`}>
        <LinkCards items={productHighlights} />
      </Section>
      <Section id="home-about" title={t`Who we are`}>
        <LinkCards items={aboutCards} />
      </Section>
      {events.length > 0 ? (
        <Section id="latest-events" title={t`Latest education events`}>
          <ArticleCards kind="event" items={events} />
          <ButtonLink to="/education-events" tone="primary">
            {t`View more`}
            <Icon name="arrowForward" size={20} />
          </ButtonLink>
        </Section>
      ) : null}
      <Section id="home-partners" title={t`Our partners`}>
        <Marquee label={t`Partner logos`}>
          {partnerLogos.map((partner) => (
            <PartnerLogo key={partner.id} name={partner.name} />
          ))}
        </Marquee>
      </Section>
      <Section id="home-board" title={t`Board of directors`}>
        <TeamGrid members={homeBoardPreview} />
        <ButtonLink to="/team" tone="primary">
          {t`View our team`}
          <Icon name="arrowForward" size={20} />
        </ButtonLink>
      </Section>
    </Page>
  )
}

export { HomePage as Component }
