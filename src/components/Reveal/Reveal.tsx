import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react'
import { media } from '../../theme/theme.css'
import * as styles from './Reveal.css'

/** SPEC §9: reveal fires once, when at least this share of the block is in view. */
export const REVEAL_THRESHOLD = 0.2

type RevealState = 'static' | 'waiting' | 'shown'

/**
 * Fades its content in upward the first time it scrolls into view. The server render and a
 * browser without JavaScript show it at once; it is only hidden after hydration, when it is
 * below the fold and the visitor has not asked for reduced motion.
 */
export function Reveal({ as: Tag = 'div', className, children }: { as?: ElementType; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  const [state, setState] = useState<RevealState>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia(media.reducedMotion).matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setState('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown')
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <Tag ref={ref} className={[styles.reveal, className].filter(Boolean).join(' ')} data-reveal={state}>
      {children}
    </Tag>
  )
}
