import { useRef, type KeyboardEvent } from 'react'
import { useLocale } from '../../i18n/LocaleProvider'
import { localeInfo } from '../../i18n/locales'
import { useDragScroll } from '../useDragScroll'
import * as styles from './CategoryTabs.css'

interface Tab {
  id: string
  label: string
}

/**
 * An ARIA tablist: arrow keys move between tabs (mirrored in right-to-left pages), Home and End
 * go to the ends, and activation follows focus. The strip also scrolls by dragging.
 */
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
  label,
  panelId,
}: {
  tabs: Tab[]
  selected: string
  onSelect: (id: string) => void
  label: string
  panelId: string
}) {
  const locale = useLocale()
  const listRef = useRef<HTMLDivElement>(null)
  useDragScroll(listRef)

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    onSelect(tab.id)
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${CSS.escape(tab.id)}"]`)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = localeInfo[locale].dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
    const target = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    focusTab(target)
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
      {tabs.map((tab, index) => {
        const active = tab.id === selected
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${panelId}-${index}`}
            data-tab={tab.id}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
