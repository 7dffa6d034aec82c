import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon } from '#src/components/Icon/Icon'
import { useOpenAttribute } from '#src/components/Modal/useOpenAttribute'
import { splitLocalePath } from '#src/i18n/locales'
import type { NavGroup } from '#src/navigation/navigation'
import { useAfterNavigation } from '#src/navigation/useAfterNavigation'
import { NavList } from '#src/layout/NavList/NavList'
import * as styles from './NavMenu.css.ts'

/** The header's dropdowns share a name: the browser keeps at most one of them open. */
const GROUP_NAME = 'header-sections'

/**
 * A header dropdown (Divisions, Company, ...) built as a disclosure of links, the WAI-ARIA
 * pattern for site navigation (`role="menu"` is for application menus: it would hide the links'
 * own semantics and change what Tab does). It is a <details>: the browser opens and closes it
 * from the pre-rendered HTML, with or without the app, and tells assistive technology whether it
 * is expanded.
 *
 * Keys: Enter and Space toggle (the browser's own); once the app runs, ArrowDown (ArrowUp) on the
 * summary opens the list and focuses its first (last) link; the arrows, Home and End move between
 * the links; Escape closes and returns focus to the summary; Tab leaves as usual, and leaving (or
 * a click elsewhere) closes the list.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const { i18n } = useLingui()
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const open = useOpenAttribute(detailsRef)
  const listId = useId()
  const { pathname } = useLocation()
  const here = splitLocalePath(pathname).path
  const holdsCurrentPage = group.items.some((item) => item.to === here)

  const setOpen = (value: boolean) => {
    if (detailsRef.current) detailsRef.current.open = value
  }

  useAfterNavigation(() => setOpen(false))

  // A mouse click elsewhere does not always move focus (Safari never focuses a clicked control),
  // so blur alone would leave the list open.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const links = () => Array.from(detailsRef.current?.querySelectorAll<HTMLAnchorElement>(`[id="${listId}"] a`) ?? [])
  // An opened <details> shows its content at once: its links can take focus in the same task.
  const openAt = (end: 'first' | 'last') => {
    setOpen(true)
    const all = links()
    ;(end === 'first' ? all[0] : all[all.length - 1])?.focus()
  }

  const moveBy = (step: 1 | -1) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    all[(index + step + all.length) % all.length]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const onSummary = event.target === summaryRef.current
    switch (event.key) {
      case 'Escape':
        if (!detailsRef.current?.open) return
        event.stopPropagation()
        setOpen(false)
        summaryRef.current?.focus()
        break
      case 'ArrowDown':
        if (onSummary) openAt('first')
        else moveBy(1)
        break
      case 'ArrowUp':
        if (onSummary) openAt('last')
        else moveBy(-1)
        break
      case 'Home':
      case 'End':
        if (onSummary || !detailsRef.current?.open) return
        openAt(event.key === 'Home' ? 'first' : 'last')
        break
      default:
        return
    }
    event.preventDefault()
  }

  // Tabbing past the last link closes the list, so it never hides the content behind it.
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    // Keys and focus bubble up here from the summary and the links, which are the interactive parts.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={detailsRef} name={GROUP_NAME} className={styles.wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary ref={summaryRef} className={styles.trigger} aria-controls={listId} data-current={holdsCurrentPage ? 'true' : undefined}>
        {i18n._(group.label)}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </summary>
      <NavList id={listId} items={group.items} className={styles.list} linkClassName={styles.link} />
    </details>
  )
}
