import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon } from '../../components/Icon/Icon'
import { NavList } from '../NavList/NavList'
import { headerNav, navLabels } from '../navigation/navigation'
import * as styles from './DivisionsMenu.css'

/**
 * The header's Divisions dropdown, built as a disclosure (button + list of links), the pattern
 * for site navigation; `role="menu"` is for application menus and would change key handling.
 */
export function DivisionsMenu() {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const { pathname } = useLocation()

  useEffect(() => setOpen(false), [pathname])

  const closeAndReturnFocus = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      closeAndReturnFocus()
    }
  }

  // Tabbing past the last link (or clicking elsewhere) closes it, so it never hides other content.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div className={styles.wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {i18n._(navLabels.divisions)}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <NavList id={listId} items={headerNav.divisions} className={styles.list} linkClassName={styles.link} hidden={!open} />
    </div>
  )
}
