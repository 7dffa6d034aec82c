import { Trans, useLingui } from '@lingui/react/macro'
import { Section } from '#src/components/Section/Section'
import { Page } from '#src/layout/Page/Page'
import * as styles from './NotFoundPage.css.ts'
import { ButtonLink } from '#src/components/Button/Button'

/**
 * docs/product.md "Screens": 404, 'Oops!', a message that the page does not exist, and Back
 * Home. Below it, the main sections: a way on rather than an empty band above the footer.
 */
export function NotFoundPage() {
  const { t } = useLingui()
  const ways = [
    { to: '/divisions', label: t`Our divisions` },
    { to: '/products', label: t`Products` },
    { to: '/education-events', label: t`Education events` },
    { to: '/contact-us', label: t`Contact us` },
  ]
  return (
    <Page
      art="not-found"
      title={t`Page not found`}
      heading="404"
      headingSize="display"
      noIndex
      intro={t`Oops! The page you are looking for does not exist.`}
      heroActions={
        <ButtonLink to="/" tone="light">
          <Trans>Back Home</Trans>
        </ButtonLink>
      }
    >
      <Section id="not-found-ways" title={t`Perhaps you were looking for`}>
        <ul className={styles.ways}>
          {ways.map((way) => (
            <li key={way.to}>
              <ButtonLink to={way.to} tone="outline">
                {way.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  )
}
