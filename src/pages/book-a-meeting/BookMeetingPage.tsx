import { useLingui } from '@lingui/react/macro'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { SchedulerWidget } from '#src/components/SchedulerWidget/SchedulerWidget'
import { Section } from '#src/components/Section/Section'
import { config } from '#src/config'
import { bookingProducts, brandIntro } from '#src/content/booking'
import { Page } from '#src/layout/Page/Page'
import { ButtonLink } from '#src/components/Button/Button'

export function BookMeetingPage() {
  const { t } = useLingui()
  return (
    <Page
      art="book-a-meeting"
      title={t`Book a meeting`}
      intro={t`Choose a time for a 30-minute meeting with our orthodontic specialists.`}
      heroActions={
        <ButtonLink to="/contact-us" tone="light">
          {t`Inquire Now`}
        </ButtonLink>
      }
    >
      {/* Once: the original site's two identical cards read as a copy error (docs/product.md "Questions for the company"). */}
      <Section id="booking-brand" title={t`Our orthodontic partner`}>
        <FeatureCards items={[brandIntro]} />
      </Section>
      <Section id="booking-products" title={t`Products`}>
        <FeatureCards items={bookingProducts} />
      </Section>
      <Section id="booking-widget" title={t`Get a Customized Solution for Your Clinic`}>
        <SchedulerWidget url={config.schedulerUrl} />
      </Section>
    </Page>
  )
}

export { BookMeetingPage as Component }
