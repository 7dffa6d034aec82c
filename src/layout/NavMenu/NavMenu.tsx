import { useLingui } from '@lingui/react'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon } from '../../components/Icon/Icon'
import { splitLocalePath } from '../../i18n/locales'
import type { NavGroup } from '../navigation/navigation'
import { NavList } from '../NavList/NavList'
import * as styles from './NavMenu.css'

const linksOf = (wrapper: HTMLElement | null, listId: string) => Array.from(wrapper?.querySelectorAll<HTMLAnchorElement>(`[id="${listId}"] a`) ?? [])

const focusEndOf = (links: HTMLAnchorElement[], end: 'first' | 'last') => (end === 'first' ? links[0] : links[links.length - 1])?.focus()

/**
 * A header dropdown (Divisions, Company, ...) built as a disclosure: a button that shows and hides
 * a list of links, the WAI-ARIA pattern for site navigation. `role="menu"` is for application
 * menus: it would hide the links' own semantics and change what Tab does.
 *
 * Keys: Enter and Space toggle; ArrowDown (ArrowUp) on the button opens the list and focuses its
 * first (last) link; the arrows, Home and End move between the links; Escape closes and returns
 * focus to the button; Tab leaves as usual, and leaving (or a click elsewhere) closes the list.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const { pathname } = useLocation()
  const here = splitLocalePath(pathname).path
  const holdsCurrentPage = group.items.some((item) => item.to === here)

  useEffect(() => setOpen(false), [pathname])

  // A mouse click elsewhere does not always move focus (Safari never focuses a clicked button), so
  // blur alone would leave the list open.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const links = () => linksOf(wrapperRef.current, listId)
  const focusEnd = (end: 'first' | 'last') => focusEndOf(links(), end)

  // A hidden link cannot take focus: opening from the keyboard focuses its link once React has
  // committed the open list.
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  useLayoutEffect(() => {
    if (!open || !focusOnOpen.current) return
    focusEndOf(linksOf(wrapperRef.current, listId), focusOnOpen.current)
    focusOnOpen.current = null
  }, [open, listId])

  const openAt = (end: 'first' | 'last') => {
    if (open) return focusEnd(end)
    focusOnOpen.current = end
    setOpen(true)
  }

  const moveBy = (step: 1 | -1) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    all[(index + step + all.length) % all.length]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const onButton = event.target === buttonRef.current
    switch (event.key) {
      case 'Escape':
        if (!open) return
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
        break
      case 'ArrowDown':
        if (onButton) openAt('first')
        else moveBy(1)
        break
      case 'ArrowUp':
        if (onButton) openAt('last')
        else moveBy(-1)
        break
      case 'Home':
      case 'End':
        if (onButton || !open) return
        openAt(event.key === 'Home' ? 'first' : 'last')
        break
      default:
        return
    }
    event.preventDefault()
  }

  // Tabbing past the last link closes the list, so it never hides the content behind it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    // Keys and focus bubble up here from the button and the links, which are the interactive parts.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={wrapperRef} className={styles.wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        data-current={holdsCurrentPage ? 'true' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {i18n._(group.label)}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      <NavList id={listId} items={group.items} className={styles.list} linkClassName={styles.link} hidden={!open} />
    </div>
  )
}
