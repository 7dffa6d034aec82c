import { useLingui } from '@lingui/react'
import { useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { buttonTone } from '../../components/Button/Button.css'
import { LocalLink } from '../../i18n/LocalLink'
import { container } from '../../theme/global.css'
import { DivisionsMenu } from '../DivisionsMenu/DivisionsMenu'
import { Drawer } from '../Drawer/Drawer'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { Logo } from '../Logo/Logo'
import { headerNav } from '../navigation/navigation'
import { NavList } from '../NavList/NavList'
import * as styles from './Header.css'

/** SPEC §9: the header turns solid once the page has scrolled past 1px. */
export const SOLID_AFTER_PX = 1

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}

export function Header() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const solid = useScrolledPast(SOLID_AFTER_PX)

  return (
    <header className={styles.header} data-solid={solid ? 'true' : 'false'}>
      <div className={`${container} ${styles.inner}`}>
        <LocalLink to="/" className={styles.logoLink}>
          <Logo />
        </LocalLink>
        <nav aria-label={t`Main`} className={styles.nav}>
          <NavList first={<DivisionsMenu />} items={headerNav.links} className={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.actions}>
          <LocalLink to={headerNav.contact.to} className={`${buttonTone.light} ${styles.contact}`}>
            {i18n._(headerNav.contact.label)}
          </LocalLink>
          <span className={styles.desktopOnly}>
            <LanguageSwitch />
          </span>
          <Drawer />
        </div>
      </div>
    </header>
  )
}
