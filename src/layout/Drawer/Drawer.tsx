import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import { Icon } from '#src/components/Icon/Icon'
import { SearchLink } from '#src/components/SiteSearch/SearchLink'
import type { LoadSearchEngine } from '#src/types/search'
import { closeModal, Modal, modalOpener } from '#src/components/Modal/Modal'
import { LanguageSwitch } from '#src/layout/LanguageSwitch/LanguageSwitch'
import { LegalLines } from '#src/layout/LegalLines/LegalLines'
import { drawerNav } from '#src/navigation/navigation'
import { useAfterNavigation } from '#src/navigation/useAfterNavigation'
import { NavList } from '#src/layout/NavList/NavList'
import { NavSection } from '#src/layout/NavSection/NavSection'
import { SocialLinks } from '#src/layout/SocialLinks/SocialLinks'
import * as styles from './Drawer.css.ts'

/** One drawer per page: the Menu button names it. */
const DRAWER_ID = 'site-menu'

/**
 * The drawer menu: the site's Modal at the inline end, opened by the header's Menu button (by the
 * browser itself, so it opens before the app has loaded or without it). It holds the header's
 * sections as titled lists, open at once: on a phone a scroll is cheaper than a tap per section,
 * and nothing is hidden from a visitor looking for a page.
 */
export function Drawer({ toggleClassName, loadSearchEngine }: { toggleClassName?: string; loadSearchEngine?: LoadSearchEngine }) {
  const { t } = useLingui()
  const toggleRef = useRef<HTMLButtonElement>(null)

  // Following a link inside the drawer closes it.
  useAfterNavigation(() => closeModal(DRAWER_ID))

  return (
    <>
      <button ref={toggleRef} {...modalOpener(DRAWER_ID)} className={[styles.toggle, toggleClassName].filter(Boolean).join(' ')}>
        <Icon name="menu" />
        <span>{t`Menu`}</span>
      </button>
      <Modal id={DRAWER_ID} title={t`Menu`} closeLabel={t`Close menu`} returnFocusTo={toggleRef} placement="end">
        <SearchLink className={styles.link} loadEngine={loadSearchEngine} />
        <nav aria-label={t`Menu`} className={styles.nav}>
          <NavList items={drawerNav.top} className={styles.list} linkClassName={styles.link} />
          {drawerNav.groups.map((group) => (
            <NavSection
              key={group.id}
              group={group}
              level={3}
              headingClassName={styles.heading}
              listClassName={styles.list}
              linkClassName={styles.link}
            />
          ))}
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
