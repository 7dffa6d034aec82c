import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { Icon } from '#src/components/Icon/Icon'
import * as styles from './Modal.css.ts'
import { popoverOpen, useOpenAttribute } from './useOpenAttribute'

const focusableSelector = 'a[href], button:not([disabled]), input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])'

const invokerCommands = () => 'command' in HTMLButtonElement.prototype
const dialogOf = (id: string) => document.getElementById(id) as HTMLDialogElement | null

/** Closes the dialog however it was opened: modally by the app, or as a popover by the HTML alone. */
function hide(dialog: HTMLDialogElement | null) {
  if (!dialog) return
  if (popoverOpen(dialog)) dialog.hidePopover()
  dialog.close()
}

/**
 * A click handler for where invoker commands are missing: the app's `action` instead of the
 * button's `popovertarget` (the popover the HTML alone falls back to).
 */
const withoutInvokerCommands = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  if (invokerCommands()) return
  event.preventDefault()
  action()
}

/**
 * The props of a button that opens the modal `id`. The browser opens it by itself through an
 * invoker command, with or without the app. A browser without invoker commands (Safari before
 * 26.2) follows `popovertarget` instead and shows it as a popover, from the HTML alone or for a
 * tap before the app is ready; once the app runs, the click handler opens it modally instead
 * (docs/decisions/0037).
 */
export function modalOpener(id: string) {
  return {
    type: 'button',
    commandfor: id,
    command: 'show-modal',
    popoverTarget: id,
    'aria-haspopup': 'dialog',
    onClick: withoutInvokerCommands(() => {
      const dialog = dialogOf(id)
      if (!dialog || dialog.open) return
      hide(dialog) // the popover a tap before the app showed: the modal dialog instead
      dialog.showModal()
    }),
  } as const
}

/** Opens the modal `id` from the app (a control that is a link until the app runs: the site search). */
export function openModal(id: string) {
  const dialog = dialogOf(id)
  if (dialog && !dialog.open) dialog.showModal()
}

/** Closes the modal `id` if it is open (the drawer, when the visitor follows one of its links). */
export function closeModal(id: string) {
  hide(dialogOf(id))
}

/**
 * The site's one modal dialog (pop-ups and the drawer): a native <dialog> shown modally, so the
 * page behind is inert and Escape closes it, opened by a `modalOpener` button. The browser moves
 * focus to the close button (the first control) and back to the opener on close, and closes it
 * on a click of its backdrop (`closedby`); the app adds what the platform leaves out: Tab wraps
 * inside instead of leaving for the browser's toolbar, the backdrop closes it where `closedby` is
 * missing, focus returns to the opener in browsers that do not focus a clicked button, and
 * `initialFocus` names another first focus than the close button.
 * Where invoker commands are missing, the same dialog is also a popover (`popover="auto"`): the
 * HTML alone opens it, and Escape, a click outside or its close button (`popovertarget`) close it
 * (docs/decisions/0037).
 * `children` may be a function of whether it is open, for content that should exist only then
 * (a video player).
 */
export function Modal({
  id,
  title,
  closeLabel,
  returnFocusTo,
  initialFocus,
  placement = 'center',
  children,
}: {
  id: string
  title: ReactNode
  closeLabel: string
  /** The control that opened the dialog: it gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>
  /** What gets focus when it opens, instead of the first control (its close button): the field of a search. */
  initialFocus?: RefObject<HTMLElement | null>
  placement?: 'center' | 'end'
  children: ReactNode | ((open: boolean) => ReactNode)
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const open = useOpenAttribute(dialogRef)
  const titleId = useId()

  const close = () => hide(dialogRef.current)

  useEffect(() => {
    if (open) initialFocus?.current?.focus()
  }, [open, initialFocus])

  // The dialog element itself only receives clicks on its backdrop: the panel covers the rest.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog opened from inside this one (the search, from the drawer) keeps Tab inside itself.
    if (event.key !== 'Tab' || (event.target as Element).closest('dialog') !== event.currentTarget) return
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
      id={id}
      className={styles.dialog[placement]}
      aria-labelledby={titleId}
      closedby="any"
      popover="auto"
      // React hands a dialog's close to the dialogs around it as well: only its own is followed.
      onClose={(event) => event.target === event.currentTarget && returnFocusTo.current?.focus()}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            commandfor={id}
            command="close"
            popoverTarget={id}
            popoverTargetAction="hide"
            onClick={withoutInvokerCommands(() => closeModal(id))}
          >
            <Icon name="close" />
            <span>{closeLabel}</span>
          </button>
        </div>
        {typeof children === 'function' ? children(open) : children}
      </div>
    </dialog>
  )
}
