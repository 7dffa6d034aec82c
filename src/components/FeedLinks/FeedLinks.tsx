import { Icon } from '../Icon/Icon'
import * as styles from './FeedLinks.css'

export interface FeedLink {
  label: string
  /** Path of the file in the page's language (src/site.ts). */
  href: string
  type: 'application/atom+xml' | 'text/calendar'
}

/**
 * Links to a section's feed and calendars: plain links to static files, so a feed reader or a
 * calendar app takes them over, with or without the page's script. A calendar file is offered as
 * a download (`download`), as calendar apps expect.
 */
export function FeedLinks({ links }: { links: readonly FeedLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} type={link.type} download={link.type === 'text/calendar' ? '' : undefined} className={styles.link}>
            <Icon name={link.type === 'text/calendar' ? 'calendar' : 'feed'} size={20} />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
