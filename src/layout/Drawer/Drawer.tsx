import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Icon } from '../../components/Icon/Icon'
import { Modal } from '../../components/Modal/Modal'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { LegalLines } from '../LegalLines/LegalLines'
import { drawerNav } from '../navigation/navigation'
import { NavList } from '../NavList/NavList'
import { SocialLinks } from '../SocialLinks/SocialLinks'
import * as styles from './Drawer.css'

/** The drawer menu: the site's Modal at the inline end, opened by the header's Menu button. */
export function Drawer() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  // Following a link inside the drawer closes it.
  useEffect(() => setOpen(false), [pathname])

  return (
    <>
      <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="menu" />
        <span>{t`Menu`}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Menu`} closeLabel={t`Close menu`} returnFocusTo={toggleRef} placement="end">
        <nav aria-label={t`Menu`}>
          <NavList items={drawerNav} className={styles.list} linkClassName={styles.link} />
        </nav>
        <div className={styles.footer}>
          <LanguageSwitch tone="dark" />
          <LegalLines className={styles.legal} />
          <SocialLinks tone="dark" />
        </div>
      </Modal>
    </>
  )
}
