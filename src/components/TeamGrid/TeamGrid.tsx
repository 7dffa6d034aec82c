import { useLingui } from '@lingui/react'
import { Fragment } from 'react'
import type { TeamMember } from '#src/content/types'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import * as styles from './TeamGrid.css.ts'

const placeholder = '/images/team/portrait-placeholder.svg'

/** A title before a name ("Dr.", "Eng.", "د."): short, ending with a full stop. */
const TITLE = /^\S{1,3}\.$/u

/** A name whose words each stay whole on a line, a title on the line of the word after it (also Find us' "trusted by" list). */
export function PersonName({ name }: { name: string }) {
  const words: string[] = []
  for (const word of name.split(' ')) {
    const last = words[words.length - 1]
    if (last !== undefined && TITLE.test(last)) words[words.length - 1] = `${last}\u00a0${word}`
    else words.push(word)
  }
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className={styles.word}>{word}</span>
    </Fragment>
  ))
}

/**
 * Portraits, names and roles; in each row the names take the height of the longest, so the roles
 * start on one line. A photo is named after its member; the placeholder that stands
 * in until there is one shows nobody, so it is decorative (the name follows as a heading).
 */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  const { i18n } = useLingui()
  return (
    <ul className={cardGrid(members.length, 'compact')}>
      {members.map((member) => {
        const name = i18n._(member.name)
        return (
          <li key={member.id} className={styles.member}>
            <img
              src={member.photo ?? placeholder}
              alt={member.photo ? name : ''}
              width={240}
              height={240}
              loading="lazy"
              decoding="async"
              className={styles.portrait}
            />
            <h3 className={styles.name}>
              <PersonName name={name} />
            </h3>
            <p className={styles.role}>{i18n._(member.role)}</p>
          </li>
        )
      })}
    </ul>
  )
}
