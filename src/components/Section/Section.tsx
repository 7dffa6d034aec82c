import type { ReactNode } from 'react'
import { container } from '#src/theme/global.css.ts'
import { RevealWords } from '#src/components/Reveal/Reveal'
import * as styles from './Section.css.ts'

/** A titled block of a page: a landmark region named by its h2. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${container} ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        <RevealWords text={title} />
      </h2>
      {children}
    </section>
  )
}
