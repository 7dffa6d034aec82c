import { useLingui } from '@lingui/react/macro'
import { Icon } from '#src/components/Icon/Icon'
import { socialLinks } from '#src/content/brand'
import { visuallyHidden } from '#src/theme/global.css.ts'
import * as styles from './SocialLinks.css.ts'

/** The five social profiles, each opening in a new tab (and saying so to screen readers). */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui()
  return (
    <ul className={styles.list} aria-label={t`Social media`}>
      {socialLinks.map(({ network, name, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link[tone]}>
            <Icon name={network} size={20} />
            <span className={visuallyHidden}>{t`${name} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
