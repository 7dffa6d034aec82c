import { useLingui } from '@lingui/react'
import type { TeamMember } from '../../content/types'
import * as styles from './TeamGrid.css'

/**
 * The initials of a name as written in the page's language: titles ("Dr.", "د.") and the
 * article al- / ال are skipped, so "Dr. Sara Al-Harbi" gives SH and "د. سارة الحربي" gives س ح.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'))
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  const letter = (word: string) => word.replace(/^(al-|ال)/i, '').charAt(0).toUpperCase()
  // Arabic letters would join into one glyph: keep them apart.
  return [letter(first), letter(last)].filter(Boolean).join(/[\u0600-\u06ff]/.test(name) ? ' ' : '')
}

/** A generated portrait: the member's initials on a brand-coloured disc, named for screen readers. */
function InitialsPortrait({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" role="img" aria-label={name} className={styles.portrait}>
      <circle cx="60" cy="60" r="60" fill="#0b4f5c" />
      <circle cx="60" cy="60" r="52" fill="none" stroke="#f2b84b" strokeWidth="3" />
      <text x="60" y="71" textAnchor="middle" fontSize="34" fontWeight="700" fill="#fff" fontFamily="Inter, sans-serif">
        {initialsOf(name)}
      </text>
    </svg>
  )
}

export function TeamGrid({ members }: { members: TeamMember[] }) {
  const { i18n } = useLingui()
  return (
    <ul className={styles.grid}>
      {members.map((member) => {
        const name = i18n._(member.name)
        return (
          <li key={member.id} className={styles.member}>
            <InitialsPortrait name={name} />
            <h3 className={styles.name}>{name}</h3>
            <p className={styles.role}>{i18n._(member.role)}</p>
          </li>
        )
      })}
    </ul>
  )
}
