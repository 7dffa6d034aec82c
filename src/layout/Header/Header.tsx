import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { LocalLink } from '#src/i18n/LocalLink'
import { container } from '#src/theme/global.css.ts'
import { Drawer } from '#src/layout/Drawer/Drawer'
import { LanguageSwitch } from '#src/layout/LanguageSwitch/LanguageSwitch'
import { Logo } from '#src/layout/Logo/Logo'
import { headerNav, isGroup } from '#src/navigation/navigation'
import { NavMenu } from '#src/layout/NavMenu/NavMenu'
import * as styles from './Header.css.ts'
import { ButtonLink } from '#src/components/Button/Button'
import { SearchLink } from '#src/components/SiteSearch/SearchLink'
import type { LoadSearchEngine } from '#src/types/search'

/** docs/product.md "Numbers": the header turns solid once the page has scrolled past 1px. */
const SOLID_AFTER_PX = 1

/** Whether the page has scrolled past `threshold`; null until the app runs (the pre-rendered page). */
function useScrolledPast(threshold: number): boolean | null {
  const [past, setPast] = useState<boolean | null>(null)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}

/**
 * Wide screens: the sections as dropdowns and links, Contact us and the language switch.
 * Phones and tablets: the logo, Contact us (the action a visitor most often wants) and the drawer's
 * Menu button.
 */
export function Header({ loadSearchEngine }: { loadSearchEngine?: LoadSearchEngine }) {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const solid = useScrolledPast(SOLID_AFTER_PX)

  return (
    <header className={styles.header} data-solid={solid === null ? undefined : String(solid)}>
      <div className={`${container} ${styles.inner}`}>
        <LocalLink to="/" className={styles.logoLink}>
          <Logo />
        </LocalLink>
        <nav aria-label={t`Main`} className={styles.nav}>
          <ul className={styles.navList}>
            {headerNav.entries.map((entry) => (
              <li key={isGroup(entry) ? entry.id : entry.to}>
                {isGroup(entry) ? (
                  <NavMenu group={entry} />
                ) : (
                  <LocalLink to={entry.to} className={styles.navLink}>
                    {i18n._(entry.label)}
                  </LocalLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ButtonLink to={headerNav.contact.to} tone="light" className={styles.contact}>
            {i18n._(headerNav.contact.label)}
          </ButtonLink>
          <span className={styles.desktopOnly}>
            <SearchLink className={styles.navLink} hideLabel loadEngine={loadSearchEngine} />
          </span>
          <span className={styles.desktopOnly}>
            <LanguageSwitch />
          </span>
          <Drawer toggleClassName={styles.menuToggle} loadSearchEngine={loadSearchEngine} />
        </div>
      </div>
    </header>
  )
}
