import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Icon } from '#src/components/Icon/Icon'
import { openModal } from '#src/components/Modal/Modal'
import { LocalLink } from '#src/i18n/LocalLink'
import { PageMessages, useLocale } from '#src/i18n/LocaleProvider'
import { visuallyHidden } from '#src/theme/global.css.ts'
import type { LoadSearchEngine } from '#src/types/search'
import type { withMessages } from './SearchDialog'
import * as styles from './SearchLink.css.ts'

/**
 * The site search's control in the header and the drawer. The page's HTML holds a link to the
 * search page of the visitor's language, which works before the app runs and without JavaScript.
 * Once the app runs, the same element is a button that opens the search in a dialog: its code
 * (SearchDialog, with the results' interface) is imported on the first use, so the shell that
 * every page loads carries this control alone (docs/decisions/0040). Should that import fail,
 * the link is followed. Without an engine (a story of the header alone) it stays the link.
 */
export function SearchLink({ className, hideLabel = false, loadEngine }: { className?: string; hideLabel?: boolean; loadEngine?: LoadSearchEngine }) {
  const { t } = useLingui()
  const id = useId()
  const control = useRef<HTMLAnchorElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const locale = useLocale()
  const [Dialog, setDialog] = useState<Awaited<ReturnType<typeof withMessages>>>()
  useEffect(() => setHydrated(true), [])

  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault()
    if (Dialog) return openModal(id)
    const href = control.current?.href
    // Its texts come with it (the shell's catalogue holds only the shell's), imported by its own module.
    import('./SearchDialog').then(({ withMessages }) => withMessages(locale)).then(setDialog, () => href && window.location.assign(href))
  }

  return (
    <>
      <LocalLink
        ref={control}
        to="/search"
        className={className}
        {...(hydrated &&
          loadEngine && {
            role: 'button',
            'aria-haspopup': 'dialog',
            onClick: open,
            // A button is pressed with Space as well as Enter.
            onKeyDown: (event: KeyboardEvent) => event.key === ' ' && open(event),
          })}
      >
        <Icon name="search" className={styles.icon} />
        <span className={hideLabel ? visuallyHidden : undefined}>{t`Search`}</span>
      </LocalLink>
      {Dialog && loadEngine && (
        <PageMessages messages={Dialog.messages}>
          <Dialog.SearchDialog id={id} control={control} loadEngine={loadEngine} />
        </PageMessages>
      )}
    </>
  )
}
