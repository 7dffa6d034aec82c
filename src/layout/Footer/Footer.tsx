import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { Reveal } from '#src/components/Reveal/Reveal'
import { brand } from '#src/content/brand'
import { LocalLink } from '#src/i18n/LocalLink'
import { container, visuallyHidden } from '#src/theme/global.css.ts'
import { LegalLines } from '#src/layout/LegalLines/LegalLines'
import { Logo } from '#src/layout/Logo/Logo'
import { footerNav } from '#src/navigation/navigation'
import { NavSection } from '#src/layout/NavSection/NavSection'
import { SocialLinks } from '#src/layout/SocialLinks/SocialLinks'
import * as styles from './Footer.css.ts'

/** The footer: brand, the site map (every screen, in columns) and the legal lines. */
export function Footer() {
  const { i18n } = useLingui()
  const { t } = useLinguiMacro()
  const { agency } = brand
  return (
    <footer className={styles.footer}>
      <Reveal className={`${container} ${styles.inner}`}>
        <div className={styles.brandColumn}>
          <LocalLink to="/" className={styles.logoLink}>
            <Logo />
          </LocalLink>
          <p className={styles.tagline}>{i18n._(brand.description)}</p>
          <SocialLinks />
        </div>
        <nav aria-label={t`Footer`} className={styles.siteMap}>
          {footerNav.map((group) => (
            <NavSection
              key={group.id}
              group={group}
              level={2}
              headingClassName={styles.heading}
              listClassName={styles.links}
              linkClassName={styles.link}
            />
          ))}
        </nav>
        <div className={styles.bottom}>
          <LegalLines className={styles.legal} />
          <p className={styles.credit}>
            <Trans>
              Website by{' '}
              <a href={agency.url} target="_blank" rel="noopener noreferrer" className={styles.creditLink}>
                {agency.name}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </Trans>
          </p>
        </div>
      </Reveal>
    </footer>
  )
}
