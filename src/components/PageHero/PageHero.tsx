import type { ReactNode } from 'react'
import { heroArtFile, heroArtSize, type HeroArt } from '#src/content/heroes'
import { container } from '#src/theme/global.css.ts'
import * as styles from './PageHero.css.ts'

/** `title`: a page's name; `display`: a short code (404) set large, the hero's visual anchor on every screen. */
export type HeadingSize = keyof typeof styles.heading

/**
 * The dark band every page opens with; the transparent header sits over it. From tablets up its
 * illustration (its section's own) fills the half the text leaves; phones,
 * whose text fills the width, neither show nor fetch it (lazy, and not displayed).
 */
export function PageHero({
  heading,
  headingSize = 'title',
  intro,
  art,
  children,
}: {
  heading: string
  headingSize?: HeadingSize
  intro?: string
  art: HeroArt
  children?: ReactNode
}) {
  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id="page-heading" className={styles.heading[headingSize]}>
            {heading}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        <img
          src={heroArtFile(art)}
          alt=""
          width={heroArtSize.width}
          height={heroArtSize.height}
          loading="lazy"
          decoding="async"
          className={styles.art}
        />
      </div>
    </section>
  )
}
