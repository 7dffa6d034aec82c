import { useLingui } from '@lingui/react'
import { brand } from '#src/content/brand'
import * as styles from './Logo.css.ts'

/** The brand mark (an oasis palm over a cross) and the site name; the name is real text. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { i18n } = useLingui()
  return (
    <span className={styles.logo[tone]}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" className={styles.mark}>
        <rect width="40" height="40" rx="10" fill="currentColor" opacity="0.14" />
        <path d="M17 11h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="currentColor" />
        <path d="M8 33c6-3 18-3 24 0" stroke="#f2b84b" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>{i18n._(brand.name)}</span>
    </span>
  )
}
