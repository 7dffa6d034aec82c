import { Trans, useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { Page } from '#src/layout/Page/Page'
import { failureKindOf, failureMessages, type LoaderFailure } from './failures'
import { NotFoundPage } from './NotFoundPage'
import { ButtonLink } from '#src/components/Button/Button'

/**
 * A pre-rendered page must never be an error page: during the build a failure is thrown on,
 * with its cause (the dashboard URL) and the side of the dashboard call that failed, which the
 * build's advice reads (scripts/build.ts), and the build stops.
 */
export function buildFailure(error: unknown): Error {
  if (isRouteErrorResponse(error)) {
    const { kind, detail, failure = null } = (error.data ?? {}) as Partial<LoaderFailure>
    const message = kind ? `A loader failed (${kind}): ${detail}` : `A loader answered ${error.status}: ${JSON.stringify(error.data)}`
    return Object.assign(new Error(message), { failure })
  }
  return error instanceof Error ? error : new Error(String(error))
}

/** Every route's error element: a translated message and a way home, inside the site's shell. */
export function RouteError() {
  const { t, i18n } = useLingui()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (import.meta.env.SSR) throw buildFailure(error)
  const kind = failureKindOf(error)
  return (
    <Page
      art="not-found"
      title={kind ? i18n._(failureMessages[kind]) : t`Something went wrong`}
      noIndex
      intro={t`Sorry, this page could not be shown. Please try again in a moment, or go back to the home page.`}
      heroActions={
        <ButtonLink to="/" tone="light">
          <Trans>Back Home</Trans>
        </ButtonLink>
      }
    />
  )
}
