import { Trans, useLingui } from '@lingui/react/macro'
import { buttonTone } from '../../components/Button/Button.css'
import { LocalLink } from '../../i18n/LocalLink'
import { Page } from '../../layout/Page/Page'

/** SPEC §2: 404, 'Oops!', a message that the page does not exist, and Back Home. */
export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <Page
      title={t`Page not found`}
      heading="404"
      noIndex
      intro={t`Oops! The page you are looking for does not exist.`}
      heroActions={
        <LocalLink to="/" className={buttonTone.light}>
          <Trans>Back Home</Trans>
        </LocalLink>
      }
    />
  )
}
