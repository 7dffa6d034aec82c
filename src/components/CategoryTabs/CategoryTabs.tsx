import { useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localeInfo } from '#src/i18n/locales'
import { useDragScroll } from '#src/components/useDragScroll/useDragScroll'
import * as styles from './CategoryTabs.css.ts'

export interface Tab {
  id: string
  label: string
  /** The id of the section the tab shows. */
  panelId: string
}

/** The id of a tab's element, which its panel is labelled by once the tabs are tabs. */
export const tabElementId = (tab: Pick<Tab, 'panelId'>) => `${tab.panelId}-tab`

/**
 * Links to the sections of a page that become an ARIA tablist once the app runs (`enhanced`).
 * In the pre-rendered HTML, and without JavaScript, each is a plain link to its section, all of
 * which are on the page; a tap before the app runs moves to the section, and the page then
 * selects its tab from the address (docs/decisions/0027). As tabs: arrow keys move between them
 * (mirrored in right-to-left pages), Home and End go to the ends, activation follows focus, and
 * the strip scrolls by dragging.
 */
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
  label,
  enhanced,
}: {
  tabs: Tab[]
  selected: string
  onSelect: (id: string) => void
  label: string
  enhanced: boolean
}) {
  const locale = useLocale()
  const listRef = useRef<HTMLDivElement>(null)
  useDragScroll(listRef)

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    onSelect(tab.id)
    document.getElementById(tabElementId(tab))?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (!enhanced) return
    const forward = localeInfo[locale].dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
    const target = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    focusTab(target)
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: Tab) => {
    if (!enhanced) return
    event.preventDefault()
    onSelect(tab.id)
  }

  return (
    // Navigation within the page: not in the search index (docs/decisions/0046).
    <div ref={listRef} role={enhanced ? 'tablist' : 'group'} aria-label={label} className={styles.list} data-pagefind-ignore="">
      {tabs.map((tab, index) => {
        const active = enhanced && tab.id === selected
        return (
          <a
            key={tab.id}
            href={`#${tab.panelId}`}
            id={tabElementId(tab)}
            role={enhanced ? 'tab' : undefined}
            aria-selected={enhanced ? active : undefined}
            aria-controls={enhanced ? tab.panelId : undefined}
            tabIndex={enhanced ? (active ? 0 : -1) : undefined}
            className={styles.tab}
            draggable={false}
            onClick={(event) => onClick(event, tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </a>
        )
      })}
    </div>
  )
}
