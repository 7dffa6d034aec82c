import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon } from '../../components/Icon/Icon'
import { NavList } from '../NavList/NavList'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { LegalLines } from '../LegalLines/LegalLines'
import { drawerNav } from '../navigation/navigation'
import { SocialLinks } from '../SocialLinks/SocialLinks'
import * as styles from './Drawer.css'

const focusableSelector = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The drawer menu: a native modal <dialog>, so the page behind it is inert and Escape closes it
 * without extra code. Focus goes to the close button on open, wraps inside the drawer, and
 * returns to the menu button on close.
 */
export function Drawer() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const { pathname } = useLocation()

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

  // Following a link inside the drawer closes it.
  useEffect(() => setOpen(false), [pathname])

  const onClose = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }

  // The dialog element itself only receives clicks on its backdrop: the panel covers the rest.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setOpen(false)
  }

  // A modal dialog lets Tab leave for the browser's own toolbar; keep it inside the drawer.
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
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span className={styles.toggleLabel}>{t`Menu`}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onBackdropClick}
        onKeyDown={onKeyDown}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              {t`Menu`}
            </h2>
            <button ref={closeRef} type="button" className={styles.close} onClick={() => setOpen(false)}>
              <Icon name="close" />
              <span className={styles.closeLabel}>{t`Close menu`}</span>
            </button>
          </div>
          <nav aria-labelledby={titleId}>
            <NavList items={drawerNav} className={styles.list} linkClassName={styles.link} />
          </nav>
          <div className={styles.footer}>
            <LanguageSwitch tone="dark" />
            <LegalLines className={styles.legal} />
            <SocialLinks tone="dark" />
          </div>
        </div>
      </dialog>
    </>
  )
}
