import { Trans, useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { button } from '../../components/Button/Button.css'
import { LocalLink } from '../../i18n/LocalLink'
import { Page } from '../../layout/Page/Page'
import { NotFoundPage } from './NotFoundPage'

/** Every route's error element: a translated message and a way home, inside the site's shell. */
export function RouteError() {
  const { t } = useLingui()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <Page
      title={t`Something went wrong`}
      noIndex
      intro={t`Sorry, this page could not be shown. Please try again in a moment, or go back to the home page.`}
      heroActions={
        <LocalLink to="/" className={button({ tone: 'light' })}>
          <Trans>Back Home</Trans>
        </LocalLink>
      }
    />
  )
}
