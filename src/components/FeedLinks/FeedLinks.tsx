import { Head } from '#src/components/Head/Head'
import * as styles from './FeedLinks.css.ts'

export interface FeedLink {
  label: string
  /** Path of the file in the page's language (src/pages/_shared/listing/feeds.ts). */
  href: string
  type: 'application/atom+xml' | 'text/calendar'
}

/** The feed and calendar symbols: drawn here, not in the shared icon set every page loads. */
const symbols: Record<FeedLink['type'], string> = {
  'application/atom+xml': 'M5 19a1 1 0 100-2 1 1 0 000 2zM4 11a9 9 0 019 9M4 4a16 16 0 0116 16',
  'text/calendar': 'M5 6h14v14H5zM5 10h14M9 4v4M15 4v4',
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
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.symbol}>
              <path d={symbols[link.type]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The same files announced in the page's head (`rel="alternate"`), where feed readers and
 * browsers look for them: absolute, on the site's address (the page knows it from its configuration).
 */
export function FeedHead({ links, siteUrl }: { links: readonly FeedLink[]; siteUrl: string }) {
  return (
    <Head>
      {links.map((link) => (
        <link key={link.href} rel="alternate" type={link.type} title={link.label} href={`${siteUrl}${link.href}`} />
      ))}
    </Head>
  )
}
