import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './Modal.css'

const focusableSelector = 'a[href], button:not([disabled]), input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])'

/**
 * The site's one modal dialog (pop-ups and the drawer): a native <dialog> opened with
 * showModal(), so the page behind is inert and Escape closes it. Focus goes to the close
 * button, wraps inside, and returns to the control that opened it; a click on the backdrop
 * closes it.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  returnFocusTo,
  placement = 'center',
  children,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  /** The control that opened the dialog: it gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>
  placement?: 'center' | 'end'
  children: ReactNode
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const onDialogClose = () => {
    onClose()
    returnFocusTo.current?.focus()
  }

  // The dialog element itself only receives clicks on its backdrop: the panel covers the rest.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  // A modal dialog lets Tab leave for the browser's own toolbar; keep it inside.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // A click on the backdrop closes (Escape does so from the keyboard); Tab is kept inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog[placement]}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
            <Icon name="close" />
            <span>{closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
