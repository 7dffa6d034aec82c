import { useLingui } from '@lingui/react/macro'
import { Icon } from '#src/components/Icon/Icon'
import { LocalLink } from '#src/i18n/LocalLink'
import { visuallyHidden } from '#src/theme/global.css.ts'
import * as styles from './SearchLink.css.ts'

/** The navigation state with which the search page focuses its field on arrival. */
export const FOCUS_SEARCH = 'focus-search'

/**
 * The way to the site search from the header and the drawer: a plain link to the search page of
 * the visitor's language, which works before the app runs and without JavaScript. Kept apart from
 * SiteSearch so the shell that every page loads carries this link alone (docs/decisions/0040).
 */
export function SearchLink({
  className,
  hideLabel = false,
  focusField = true,
}: {
  className?: string
  hideLabel?: boolean
  /**
   * Whether the search page focuses its field on arrival. Not from the drawer: the drawer, closing
   * after the navigation, gives focus back to its Menu button (and a phone opens its keyboard
   * only at a tap on the field anyway).
   */
  focusField?: boolean
}) {
  const { t } = useLingui()
  return (
    <LocalLink to="/search" state={focusField ? FOCUS_SEARCH : undefined} className={className}>
      <Icon name="search" className={styles.icon} />
      <span className={hideLabel ? visuallyHidden : undefined}>{t`Search`}</span>
    </LocalLink>
  )
}
