import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { buttonTone } from '#src/components/Button/Button.css.ts'
import { LocalLink } from '#src/i18n/LocalLink'
import { Page } from '#src/layout/Page/Page'
import { NotFoundPage } from './NotFoundPage'

/** The failures of docs/product.md "Error messages" that loaders report, in the visitor's language. */
const knownFailures: Record<string, MessageDescriptor> = {
  'Failed to load blog': msg`Failed to load blog`,
  'Failed to load event': msg`Failed to load event`,
  'Unable to fetch Blogs': msg`Unable to fetch Blogs`,
}

interface FailureData {
  message?: unknown
  detail?: unknown
}

/**
 * A pre-rendered page must never be an error page: during the build a failure is thrown on,
 * with its cause (the dashboard URL), and the build stops.
 */
function buildFailure(error: unknown): Error {
  if (isRouteErrorResponse(error)) {
    const data = (error.data ?? {}) as FailureData
    return new Error([data.message, data.detail].filter((part) => typeof part === 'string').join(': ') || `status ${error.status}`)
  }
  return error instanceof Error ? error : new Error(String(error))
}

/** Every route's error element: a translated message and a way home, inside the site's shell. */
export function RouteError() {
  const { t, i18n } = useLingui()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (import.meta.env.SSR) throw buildFailure(error)
  const message = isRouteErrorResponse(error) ? (error.data as FailureData | undefined)?.message : undefined
  const known = typeof message === 'string' ? knownFailures[message] : undefined
  return (
    <Page
      title={known ? i18n._(known) : t`Something went wrong`}
      noIndex
      intro={t`Sorry, this page could not be shown. Please try again in a moment, or go back to the home page.`}
      heroActions={
        <LocalLink to="/" className={buttonTone.light}>
          <Trans>Back Home</Trans>
        </LocalLink>
      }
    />
  )
}
