import type { ReactNode } from 'react'
import { container } from '#src/theme/global.css.ts'
import * as styles from './PageHero.css.ts'

/** The dark band every page opens with; the transparent header sits over it. */
export function PageHero({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby="page-heading">
      <div className={`${container} ${styles.inner}`}>
        <h1 id="page-heading" className={styles.heading}>
          {heading}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  )
}
