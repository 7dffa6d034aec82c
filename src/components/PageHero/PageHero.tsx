import type { ReactNode } from 'react'
import { heroArtFile, heroArtSize, type HeroArt } from '#src/content/heroes'
import { container } from '#src/theme/global.css.ts'
import * as styles from './PageHero.css.ts'

/**
 * The dark band every page opens with; the transparent header sits over it. From tablets up its
 * illustration (its section's own) fills the half the text leaves; phones,
 * whose text fills the width, neither show nor fetch it (lazy, and not displayed).
 */
export function PageHero({ heading, intro, art, children }: { heading: string; intro?: string; art: HeroArt; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.text}>
          <h1 id="page-heading" className={styles.heading}>
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
